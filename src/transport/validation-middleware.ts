/**
 * Client-side checks before anything is sent. A failed check throws a `DsmValidationError` whose
 * message is the seed's text, word for word; the request never reaches the network.
 */
import type { Middleware } from 'openapi-fetch';
import type { Target } from '../config.js';
import { DsmValidationError } from '../errors.js';
import { validators } from '../validation/index.js';
import { DsmRequest } from './dsm-request.js';
import { routeOf } from './route-of.js';

/** Seed 000 §5: a post without a model throws this. */
export const MISSING_MODEL_MESSAGE = 'You must provide a model.';

export function validationMiddleware(target: Target | undefined): Middleware {
  return {
    onRequest({ request, params }) {
      if (!target) return undefined; // the signing middleware reports the missing target
      const route = routeOf(request, params, target);
      if (!route) return undefined;
      const body = request instanceof DsmRequest ? request.bodyText : '';
      if (route.body === 'required' && (body === '' || body === 'null')) {
        throw new DsmValidationError(MISSING_MODEL_MESSAGE, route.operationId);
      }
      const validate = validators[route.operationId];
      if (validate) {
        const message = validate(body ? JSON.parse(body) : undefined);
        if (message) throw new DsmValidationError(message, route.operationId);
      }
      return undefined;
    },
  };
}
