/**
 * Per-request facts the middlewares share without putting anything on the wire: the matched route
 * and whether the caller asked for admin keys. openapi-fetch hands every middleware the same
 * `params` object the call was made with, so it is the key.
 */
import type { RouteMatch } from './route-matcher.js';

export interface RequestContext {
  adminKeys?: boolean;
  /** The operation and its path parameters; `null` once looked up and not found. */
  match?: RouteMatch | null;
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

/** The context of a call, created on first use (raw openapi-fetch calls bring none). */
export function ensureContext(params: object): RequestContext {
  let context = contexts.get(params);
  if (!context) contexts.set(params, (context = {}));
  return context;
}
