/**
 * The gate every request passes before anything is sent, on every surface (`call()`, the generated
 * functions and hooks, `raw`): each path value must fit in its own segment, then the operation's checks
 * (the contract's, in the platform's order), then the generic ones (a required model, every path value present).
 * A refusal is a `DsmValidationError` with the platform's words.
 */
import { DsmValidationError } from '../errors.js';
import type { Operation } from '../operation.js';
import type { SentBody } from './body.js';
import { invalidParameter, isInteger, isMissing, missingParameter, mustBeInteger } from '../validation/rules.js';

/** A post without a model throws this. */
export const MISSING_MODEL_MESSAGE = 'You must provide a model.';

export const NO_GET_BODY_MESSAGE = 'A GET request cannot have a body.';

/** What is wrong with a path value that is not missing, in the words of `invalidParameter`. */
function segmentProblem(value: unknown): string | undefined {
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string') return 'Must be a string or a finite number.';
  if (value === '.' || value === '..') return "'.' and '..' cannot be sent as a path segment.";
  try {
    encodeURIComponent(value as string);
  } catch {
    // A lone surrogate cannot be percent-encoded.
    return 'Not well-formed text.';
  }
  return undefined;
}

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
  const refuse = (message: string): never => {
    throw new DsmValidationError(message, operation.id);
  };
  const text: Record<string, string> = {};
  const rules = operation.inputRules;
  for (const name in operation.params) {
    const value = path?.[name];
    if (isMissing(value)) {
      text[name] = '';
      continue;
    }
    // A resource file name is checked as it is sent: with its markers (`.` alone becomes `[ptrt]`).
    const marked = (value: string) => (rules ? rules.withResourceMarkers(value, operation.resourceNames?.[name]) : value);
    const problem = segmentProblem(typeof value === 'string' ? marked(value) : value);
    if (problem) refuse(invalidParameter(name, problem));
    text[name] = marked(String(value));
  }
  // The operation's own checks come first: some operations word a missing value or model differently.
  const message = operation.checks && rules?.firstRejection(operation.checks, { body, path: text });
  if (message) refuse(message);
  operation.jsonText?.check(sent, operation.id);
  const bodyText = sent.text;
  if (operation.method === 'GET' && bodyText !== '') refuse(NO_GET_BODY_MESSAGE);
  if (operation.body === 'required' && (bodyText === '' || bodyText === 'null')) refuse(MISSING_MODEL_MESSAGE);
  for (const name in text) if (text[name] === '') refuse(missingParameter(name));
  for (const name in text) if (operation.params![name] === 'integer' && !isInteger(text[name])) refuse(mustBeInteger(name));
  return text;
}
