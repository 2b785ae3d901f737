/**
 * The sandbox's check of each request against the contract, in process, before any handler or timer
 * runs: the rules Prism applies on `npm start` (types, required fields, enumerations, closed bodies, path
 * value types), worded alike, plus two the contract states that Prism lets through: a read-only field in
 * a request body, and a JSON `null` body where the operation takes an object. `replyViolations` checks a reply
 * envelope the same way (a success without its result is refused).
 */
import { bodyRule, schemaErrors } from './validators.js';
import { requestRefusal, violationOf, type Violation } from './violations.js';

export interface RequestFacts {
  method: string;
  /** Path values by name, percent-decoded. */
  params: Readonly<Record<string, string>>;
  /** The body as sent ('' without one) and as parsed (`undefined` without one). */
  bodyText: string;
  body: unknown;
  contentType: string | null;
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)|^\*\/\*\s*(?:;|$)|^application\/\*\s*(?:;|$)/i;

const violation = (code: string | number, message: string): Violation => ({ severity: 'Error', code, message });

function bodyViolations(operationId: string, facts: RequestFacts): Violation[] {
  const rule = bodyRule(operationId);
  if (rule.required && !facts.body) return [violation('required', 'Body parameter is required')];
  if (facts.bodyText === '') return [];
  if (!rule.takesBody) return [violation(415, 'No supported content types, but request included a non-empty body')];
  if (facts.contentType !== null && !JSON_MEDIA_TYPE.test(facts.contentType.trim()))
    return [violation(415, 'Supported content types: application/json')];
  return schemaErrors(operationId, 'body', facts.body).map((error) => violationOf(error, 'Request', 'body'));
}

/** What is wrong with the request by the contract, in Prism's order (body, then path values); empty when nothing. */
export function requestViolations(operationId: string, facts: RequestFacts): Violation[] {
  const path = Object.fromEntries(Object.entries(facts.params).map(([name, value]) => [name.toLowerCase(), value]));
  return [
    ...bodyViolations(operationId, facts),
    ...schemaErrors(operationId, 'path', path).map((error) => violationOf(error, 'Request', 'path')),
  ];
}

/** What is wrong with a reply envelope (HTTP 200) by the contract; empty when nothing. */
export function replyViolations(operationId: string, envelope: unknown): Violation[] {
  return schemaErrors(operationId, 'reply', envelope).map((error) => violationOf(error, 'Response', 'body'));
}

/** The 422 failure envelope for a refused request, as `npm start` answers it. */
export function refusalEnvelope(method: string, target: string, violations: Violation[]) {
  return { state: 1 as const, responseObject: null, failureMessage: requestRefusal(method, target, violations), failureDetail: violations };
}
