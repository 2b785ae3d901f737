/**
 * The gate every request passes before anything is sent, on every surface (`call()`, the generated
 * functions and hooks, `raw`): each path value must fit in its own segment, then the operation's checks
 * (the contract's, in the platform's order), then the generic ones (a required model, every path value present).
 * A refusal is a `DsmValidationError` with the platform's words.
 */
import { DsmValidationError } from '../errors.js';
import type { Operation } from '../operation.js';
import type { SentBody } from './body.js';
import { isInteger, isMissing, missingParameter, mustBeInteger } from '../validation/rules.js';

/** A post without a model throws this. */
export const MISSING_MODEL_MESSAGE = 'You must provide a model.';

export const notAPathValue = (name: string) => `Invalid '${name}' parameter. Must be a string or a finite number.`;
export const dotSegment = (name: string) => `Invalid '${name}' parameter. '.' and '..' cannot be sent as a path segment.`;
export const malformedText = (name: string) => `Invalid '${name}' parameter. Not well-formed text.`;
export const NO_GET_BODY_MESSAGE = 'A GET request cannot have a body.';

// A lone surrogate cannot be percent-encoded (`encodeURIComponent` throws on it).
const isWellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** Why a present path value cannot be sent in its own segment at all, or undefined. */
function segmentProblem(name: string, value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : notAPathValue(name);
  if (typeof value !== 'string') return notAPathValue(name);
  if (value === '.' || value === '..') return dotSegment(name);
  if (!isWellFormed(value)) return malformedText(name);
  return undefined;
}

const refuse = (message: string, operation: Operation): never => {
  throw new DsmValidationError(message, operation.id);
};

/**
 * Checks one call. `path` holds the values as the caller gave them, `sent` the exact body to be sent
 * and `body` the data it was serialised from (read by the operation's checks, so nothing is parsed back).
 * Returns the path values as text (resource file names with their markers), ready to encode.
 */
export function checkRequest(
  operation: Operation,
  path: Readonly<Record<string, unknown>> | undefined,
  sent: SentBody,
  body: unknown,
): Record<string, string> {
  const bodyText = sent.text;
  const text: Record<string, string> = {};
  const rules = operation.inputRules;
  for (const name in operation.params) {
    const value = path?.[name];
    if (isMissing(value)) {
      text[name] = '';
      continue;
    }
    // A resource file name is checked as it is sent: with its markers (`.` alone becomes `[ptrt]`).
    const kind = operation.resourceNames?.[name];
    const marked = (value: string) => (rules ? rules.withResourceMarkers(value, kind) : value);
    const problem = segmentProblem(name, typeof value === 'string' ? marked(value) : value);
    if (problem) refuse(problem, operation);
    text[name] = marked(String(value));
  }
  const types = operation.params ?? {};
  // The operation's own checks come first: some operations word a missing value or model differently.
  const message = operation.checks && rules?.firstRejection(operation.checks, { body, path: text });
  if (message) refuse(message, operation);
  operation.jsonText?.check(sent, operation.id);
  if (operation.method === 'GET' && bodyText !== '') refuse(NO_GET_BODY_MESSAGE, operation);
  if (operation.body === 'required' && (bodyText === '' || bodyText === 'null')) refuse(MISSING_MODEL_MESSAGE, operation);
  for (const name in text) if (text[name] === '') refuse(missingParameter(name), operation);
  for (const name in text) if (types[name] === 'integer' && !isInteger(text[name])) refuse(mustBeInteger(name), operation);
  return text;
}
