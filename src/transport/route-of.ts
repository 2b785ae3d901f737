/** The contract operation of a request: known up front for convenience calls, else looked up by path once. */
import type { Target } from '../config.js';
import { ensureContext } from './request-context.js';
import { matchRoute, type RouteMatch } from './route-matcher.js';

export function routeOf(request: Request, params: object | undefined, target: Target): RouteMatch | undefined {
  const context = params ? ensureContext(params) : {};
  if (context.match !== undefined) return context.match ?? undefined;
  const pathname = new URL(request.url).pathname;
  const apiPath = target.directory && pathname.startsWith(target.directory) ? pathname.slice(target.directory.length) : pathname;
  context.match = matchRoute(request.method, apiPath) ?? null;
  return context.match ?? undefined;
}
