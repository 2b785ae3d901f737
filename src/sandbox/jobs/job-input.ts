/**
 * A job's id in the calls that carry it, as the contract says (generated/job-facts.ts): where a start's
 * answer or input holds it (`from`), and the input of the status call that asks for it (`id`).
 */
import type { JobFacts } from '../../../generated/job-facts.js';

/** What a status call carries: path values and body. */
export interface StatusInput {
  readonly path?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

const own = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;

/** `result`, `result.<field>` or `<input part>.<name>`. */
function valueAt(place: string, reply: unknown, input: StatusInput): unknown {
  const [root, field] = place.split('.', 2) as [string, string | undefined];
  if (root === 'result') return field === undefined ? reply : own(reply, field);
  return field === undefined ? undefined : own(own(input, root), field);
}

/** The id a start's answer (or its input) holds. */
export function idOfStart(facts: JobFacts, reply: unknown, input: StatusInput): unknown {
  const from = facts.from ?? 'result';
  if (typeof from === 'string') return valueAt(from, reply, input);
  return Object.fromEntries(Object.entries(from).map(([key, place]) => [key, valueAt(place, reply, input)]));
}

/** The status call's input for an id: path values or body fields, with the fixed inputs beside it. */
export function statusInputOf(facts: JobFacts, id: unknown): StatusInput {
  const { name, names, with: fixed } = facts.id;
  const values =
    name !== undefined ? { [name]: id } : Object.fromEntries(Object.entries(names ?? {}).map(([key, input]) => [input, own(id, key)]));
  return { [facts.id.in]: { ...values, ...fixed } };
}

/** The id a status call asks for: its id input's value, or the values of its id inputs by the id's keys. */
export function idOfStatusCall(facts: JobFacts, input: StatusInput): unknown {
  const source = facts.id.in === 'path' ? input.path : input.body;
  const { name, names } = facts.id;
  if (name !== undefined) return own(source, name);
  return Object.fromEntries(Object.entries(names ?? {}).map(([key, field]) => [key, own(source, field)]));
}

/** True when a status call carries the fixed inputs of this job (the status type that tells jobs of one status call apart). */
export const callIsFor = (facts: JobFacts, input: StatusInput): boolean =>
  Object.entries(facts.id.with ?? {}).every(
    ([field, value]) => String(own(facts.id.in === 'path' ? input.path : input.body, field)) === String(value),
  );
