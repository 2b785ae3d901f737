/** The contract operation of a request: known up front for convenience calls, else looked up by path. */
import type { Target } from '../config.js';
import { contextOf } from './request-context.js';
import { matchRoute, type MatchedRoute } from './route-matcher.js';

export function routeOf(request: Request, params: object | undefined, target: Target): MatchedRoute | undefined {
  const context = contextOf(params);
  if (context?.route) return context.route;
  const pathname = new URL(request.url).pathname;
  const apiPath = target.directory && pathname.startsWith(target.directory) ? pathname.slice(target.directory.length) : pathname;
  const route = matchRoute(request.method, apiPath);
  if (context) context.route = route;
  return route;
}
