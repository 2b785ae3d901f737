/**
 * Per-request facts the middlewares share without putting anything on the wire: the matched route
 * and whether the caller asked for admin keys. openapi-fetch hands every middleware the same
 * `params` object the call was made with, so it is the key.
 */
import type { MatchedRoute } from './route-matcher.js';

export interface RequestContext {
  adminKeys?: boolean;
  route?: MatchedRoute;
}

const contexts = new WeakMap<object, RequestContext>();

/** Makes the `params` object a call passes to openapi-fetch, carrying `context` along. */
export function paramsWithContext(context: RequestContext): Record<string, never> {
  const params = {};
  contexts.set(params, context);
  return params;
}

export function contextOf(params: object | undefined): RequestContext | undefined {
  return params ? contexts.get(params) : undefined;
}
