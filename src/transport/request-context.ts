/**
 * Per-request facts the middlewares share without putting anything on the wire: the operation,
 * whether the caller asked for admin keys, and the body text that is signed. openapi-fetch hands every middleware the same `params`
 * object the call was made with, so it is the key.
 */
import type { Operation } from '../operation.js';

export interface RequestContext {
  /** Known up front for forward calls; looked up by route for `raw` calls (`raw-gate.ts`). */
  operation?: Operation;
  adminKeys?: boolean;
  /** The exact body text that is sent and signed (`""` for none). */
  body?: string;
}

const contexts = new WeakMap<object, RequestContext>();

/** The `params` object a call passes to openapi-fetch (with a raw call's own headers), carrying `context` along. */
export function paramsWithContext(
  path: Record<string, string>,
  context: RequestContext,
  header?: object,
): { path: Record<string, string>; header?: object } {
  const params = { path, header };
  contexts.set(params, context);
  return params;
}

/** The context of a call; none for a request that did not come through `send()` or a raw call. */
export const contextOf = (params: object): RequestContext => contexts.get(params) ?? {};
