/**
 * What the sandbox finds wrong with a request or reply, worded as Prism words it on `npm start`
 * (`Request body property size must be integer,null`), with the same location, code and severity, so
 * the 422 envelope is the same in process and behind Prism.
 */
import type { ErrorObject } from 'ajv';

export interface Violation {
  location?: string[];
  severity: 'Error';
  code: string | number;
  message: string;
}

export type Side = 'Request' | 'Response';

/** One ajv error as Prism reports it; a refused read-only field (a `false` schema) says so. */
export function violationOf(error: ErrorObject, side: Side, prefix: 'body' | 'path'): Violation {
  const params = error.params as Record<string, unknown>;
  const readOnly = error.keyword === 'false schema';
  const allowed = Array.isArray(params.allowedValues) ? `: ${params.allowedValues.join(', ')}` : '';
  const additional = 'additionalProperty' in params ? `; found '${String(params.additionalProperty)}'` : '';
  const unevaluated = 'unevaluatedProperty' in params ? `: '${String(params.unevaluatedProperty)}'` : '';
  const segments = error.instancePath.split('/').filter((segment) => segment !== '');
  const where = segments.length > 0 ? (prefix === 'body' ? 'property ' : 'parameter ') : '';
  const source = `${side} ${prefix} ${where}${segments.join('.').trim()}${segments.length > 0 ? ' ' : ''}`;
  const message = readOnly ? 'is read-only' : (error.message ?? '');
  return {
    location: [prefix, ...segments],
    severity: 'Error',
    code: readOnly ? 'readOnly' : error.keyword,
    message: `${source}${message}${allowed}${additional}${unevaluated}`,
  };
}

/** The failure message of a refused request, as the proxy in front of Prism writes it. */
export function requestRefusal(method: string, target: string, violations: readonly Violation[]): string {
  const found = violations.length ? `: ${violations.map((violation) => violation.message).join('; ')}` : '';
  return `The request does not match the contract of ${method.toUpperCase()} ${target}${found}.`;
}
