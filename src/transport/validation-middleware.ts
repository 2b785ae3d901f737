/**
 * Client-side checks before anything is sent. A failed check throws a `DsmValidationError` whose
 * message is the seed's text, word for word; the request never reaches the network.
 */
import type { Middleware } from 'openapi-fetch';
import type { Target } from '../config.js';
import { DsmValidationError } from '../errors.js';
import { validators } from '../validation/index.js';
import { missingParameter } from '../validation/rules.js';
import { DsmRequest } from './dsm-request.js';
import { parseJsonOrText } from './envelope.js';
import { routeOf } from './route-of.js';

/** Seed 000 §5: a post without a model throws this. */
export const MISSING_MODEL_MESSAGE = 'You must provide a model.';

/** Checks every operation gets: its model when one is required, and each path parameter. */
function genericProblem(bodyRule: string, bodyText: string, pathParams: Readonly<Record<string, string>>): string | undefined {
  if (bodyRule === 'required' && (bodyText === '' || bodyText === 'null')) return MISSING_MODEL_MESSAGE;
  for (const name in pathParams) if (pathParams[name] === '') return missingParameter(name);
  return undefined;
}



export function validationMiddleware(target: Target | undefined): Middleware {
  return {
    onRequest({ request, params }) {
      if (!target) return undefined; // the signing middleware reports the missing target
      const match = routeOf(request, params, target);
      if (!match) return undefined;
      const { route, pathParams } = match;
      const text = request instanceof DsmRequest ? request.bodyText : '';
      // The area's own checks come first: some areas word a missing model differently.
      const validate = validators[route.operationId];
      const message = (validate && validate({ body: parseJsonOrText(text), path: pathParams })) ?? genericProblem(route.body, text, pathParams);
      if (message) throw new DsmValidationError(message, route.operationId);
      return undefined;
    },
  };
}
