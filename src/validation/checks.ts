/** Runs a descriptor's checks (`Check`, written by the generator from the contract) in order. */
import type { Check, ValidationInput } from './index.js';
import { fieldsOf, isInteger, isMissing } from './rules.js';

function rejects(check: Exclude<Check, (input: ValidationInput) => unknown>, input: ValidationInput): boolean {
  if (check[0] === 'model') return input.body == null;
  const [kind, where, name] = check;
  const value = where === 'path' ? input.path[name] : fieldsOf(input.body)[name];
  return kind === 'missing' ? isMissing(value) : !isMissing(value) && !isInteger(value);
}

/** The message of the first check that rejects the input (the platform checks in this order), or undefined. */
export function firstRejection(checks: readonly Check[], input: ValidationInput): string | undefined {
  for (const check of checks) {
    const message = typeof check === 'function' ? check(input) : rejects(check, input) ? check[check.length - 1] : undefined;
    if (message !== undefined) return message;
  }
  return undefined;
}
