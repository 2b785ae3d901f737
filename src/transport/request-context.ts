/**
 * Per-request facts the middlewares share without putting anything on the wire: the operation and
 * whether the caller asked for admin keys. openapi-fetch hands every middleware the same `params`
 * object the call was made with, so it is the key.
 */
import type { Operation } from '../operation.js';

export interface RequestContext {
  /** Known up front for forward calls; looked up by route for `raw` calls. */
  operation?: Operation;
  adminKeys?: boolean;
}

const contexts = new WeakMap<object, RequestContext>();

/** The `params` object a forward call passes to openapi-fetch, carrying `context` along. */
export function paramsWithContext(path: Record<string, string>, context: RequestContext): { path: Record<string, string> } {
  const params = { path };
  contexts.set(params, context);
  return params;
}

/** The context of a call, created on first use (raw openapi-fetch calls bring none). */
export function contextOf(params: object): RequestContext {
  let context = contexts.get(params);
  if (!context) contexts.set(params, (context = {}));
  return context;
}
