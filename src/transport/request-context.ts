/**
 * Per-request facts the middlewares share without putting anything on the wire: the operation,
 * whether the caller asked for admin keys, and the body text that is signed. openapi-fetch hands every middleware the same `params`
 * object the call was made with, so it is the key.
 */
import type { Operation } from '../operation.js';

export interface RequestContext {
  /** Known up front for forward calls; looked up by route for `raw` calls. */
  operation?: Operation;
  adminKeys?: boolean;
  /** The exact body text that is sent and signed (`""` for none). */
  body?: string;
  /** A `raw` call: checked, and its JSON-text fields converted, by the raw gate. */
  raw?: true;
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
