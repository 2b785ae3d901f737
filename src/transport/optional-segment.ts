/**
 * A path segment the platform's client sends only when its value is above 0 (`x-dsm-only-above-zero`):
 * `setmasteruser/{userId}/{masterUserId}` with a master user id of 0, below 0 or none is sent as
 * `setmasteruser/{userId}/`. A value that is no number at all keeps its segment, so the integer check
 * refuses it with the platform's words.
 */
import type { Operation } from '../operation.js';

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return undefined;
};
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** The operation as it is sent for these path values: itself, or its path without the unused segment. */
export function withUsedSegments(operation: Operation, path: Readonly<Record<string, unknown>> | undefined): Operation {
  const rule = operation.onlyAboveZero;
  if (!rule) return operation;
  const value = path?.[rule.param];
  const number = numberOf(value);
  if (!isAbsent(value) && (number === undefined || number > 0)) return operation;
  const params = Object.fromEntries(Object.entries(operation.params ?? {}).filter(([name]) => name !== rule.param));
  return { ...operation, path: rule.otherwise, params };
}
