/**
 * Runs a descriptor's checks (`Check`, written by the generator from the contract) in order, and writes
 * its resource file names: the descriptors that have either name this code (`inputRules`), so an
 * application that imports none of them does not carry it.
 */
import type { ResourceNameKind } from '../operation.js';
import { withResourceMarkers } from '../transport/path-encoding.js';
import type { Check, ValidationInput } from './index.js';
import { fieldsOf, isInteger, isMissing } from './rules.js';

/** The message of the first check that rejects the input (the platform checks in this order), or undefined. */
export function firstRejection(checks: readonly Check[], input: ValidationInput): string | undefined {
  for (const check of checks) {
    if (typeof check === 'function') {
      const message = check(input);
      if (message !== undefined) return message;
      continue;
    }
    if (check[0] === 'model') {
      if (input.body == null) return check[1];
      continue;
    }
    const [kind, where, name, message] = check;
    const value = where === 'path' ? input.path[name] : fieldsOf(input.body)[name];
    if (kind === 'missing' ? isMissing(value) : !isMissing(value) && !isInteger(value)) return message;
  }
  return undefined;
}

/** What the transport runs for a descriptor's `checks` and `resourceNames`. */
export interface InputRules {
  firstRejection(checks: readonly Check[], input: ValidationInput): string | undefined;
  withResourceMarkers(value: string, kind: ResourceNameKind | undefined): string;
}

/** The `inputRules` field the generator writes in every descriptor with checks or resource file names. */
export const inputRules: InputRules = /* @__PURE__ */ Object.freeze({ firstRejection, withResourceMarkers });
