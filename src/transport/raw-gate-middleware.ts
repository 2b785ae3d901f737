/**
 * The gate of `raw` calls. Forward calls (call(), functions, hooks) are checked before they are
 * serialised and bring their operation along; a raw call brings none, so it is found and checked here
 * (`raw-gate.ts`, loaded on demand), before anything is sent. Raw calls are typed by the same schema
 * as the rest, so the JSON-text fields of their replies are turned into objects here too.
 */
import type { Middleware } from 'openapi-fetch';
import { checkRequest } from './request-checks.js';
import { contextOf } from './request-context.js';

export function rawGateMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath, params }) {
      const context = contextOf(params);
      if (context.operation) return undefined; // a forward call: already checked
      context.raw = true;
      const path = (params as { path?: Record<string, unknown> }).path;
      return (await import('./raw-gate.js')).checkRawRequest(request, schemaPath, path, context, checkRequest);
    },
    onResponse({ response, params }) {
      const { raw, operation } = contextOf(params);
      return raw ? operation?.jsonText?.decodeReply(response) : undefined;
    },
  };
}
