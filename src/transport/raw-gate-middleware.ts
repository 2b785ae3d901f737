/**
 * The checks of `raw` calls. Forward calls (call(), functions, hooks) are checked before they are
 * serialised; a raw call names its path template and values itself, so its operation is found from
 * them and the same checks run here, before anything is sent.
 */
import type { Middleware } from 'openapi-fetch';
import { DsmValidationError } from '../errors.js';
import { DsmRequest } from './dsm-request.js';
import { checkRequest } from './request-checks.js';
import { contextOf } from './request-context.js';

export const notAnApiPath = (path: string) => `Only paths of the contract can be sent, and they begin with /api/: '${path}'.`;

export function rawGateMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath, params }) {
      const context = contextOf(params);
      if (context.operation) return undefined; // a forward call: already checked
      if (typeof schemaPath !== 'string' || !schemaPath.startsWith('/api/')) throw new DsmValidationError(notAnApiPath(String(schemaPath)));
      const { operationByRoute } = await import('./operation-lookup.js');
      const operation = operationByRoute(request.method, schemaPath);
      if (!operation) throw new DsmValidationError(`No operation ${request.method} ${schemaPath} in the contract.`);
      context.operation = operation;
      checkRequest(operation, (params as { path?: Record<string, unknown> }).path, request instanceof DsmRequest ? request.bodyText : '');
      return undefined;
    },
  };
}
