/**
 * The checks of `raw` calls. Forward calls (call(), functions, hooks) are checked before they are
 * serialised; a raw call names its path template and values itself, so its operation is found from
 * them (in the table loaded on demand) and the same checks run here, before anything is sent.
 */
import type { Middleware } from 'openapi-fetch';
import { checkRequest } from './request-checks.js';
import { contextOf } from './request-context.js';

export function rawGateMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath, params }) {
      const context = contextOf(params);
      if (context.operation) return undefined; // a forward call: already checked
      const { operationByRoute } = await import('./operation-lookup.js');
      const operation = (context.operation = operationByRoute(request.method, schemaPath));
      context.body = await request.clone().text();
      checkRequest(operation, (params as { path?: Record<string, unknown> }).path, context.body);
      return undefined;
    },
  };
}
