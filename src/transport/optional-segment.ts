/**
 * A path segment the platform's client sends only when its value is above 0 (`x-dsm-only-above-zero`):
 * `setmasteruser/{userId}/{masterUserId}` with a master user id of 0, below 0 or none is sent as
 * `setmasteruser/{userId}/`. A value that is no number at all keeps its segment, so the integer check
 * refuses it with the platform's words.
 */
import type { Operation } from '../operation.js';
import { isMissing } from '../validation/rules.js';

/** The value as a number when it is one or its decimal text (white space around allowed), else NaN. */
const numberOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;

/** A descriptor's segment sent only above 0, with the code that drops it, so only the operations that have one carry it. */
export interface OnlyAboveZero {
  readonly param: string;
  /** The path without the segment. */
  readonly otherwise: string;
  /** The operation as it is sent for these path values: itself, or its path without the unused segment. */
  sentFor(operation: Operation, path: Readonly<Record<string, unknown>> | undefined): Operation;
}

/** The `onlyAboveZero` field the generator writes for a path parameter marked `x-dsm-only-above-zero`. */
export const onlyAboveZero = (param: string, otherwise: string): OnlyAboveZero => Object.freeze({ param, otherwise, sentFor });

// One function for every descriptor, so two descriptors of the same operation are equal.
function sentFor(this: OnlyAboveZero, operation: Operation, path: Readonly<Record<string, unknown>> | undefined): Operation {
  const value = path?.[this.param];
  // NaN (no number) is not at most 0: the segment stays.
  if (!isMissing(value) && !(numberOf(value) <= 0)) return operation;
  const { [this.param]: _unused, ...params } = operation.params ?? {};
  return { ...operation, path: this.otherwise, params };
}
