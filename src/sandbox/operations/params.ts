/** Path values the handlers need as numbers. */
import { SandboxRefusal } from '../refusal.js';

/** A whole number of 0 or more from a path value; refused otherwise. */
export function integerParam(value: string | undefined, name: string): number {
  const number = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(number) || number < 0)
    throw new SandboxRefusal(`Parameter '${name}' is not a whole number.`);
  return number;
}
