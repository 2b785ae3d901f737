/**
 * Defaults the platform's client puts into a request body itself (`x-dsm-apply-defaults` in the
 * contract): a field left out or `null` ("use the default") gets the contract's `default`, or a value
 * read from another call (`x-dsm-default-lookup`: the render preset is the id of the PDF preset named
 * 'Preview'). Applied only to a body that passed the checks, so a refused call never reads anything.
 */

import type { Operation } from '../operation.js';
import { isObject as isFields } from '../validation/rules.js';

/** A default read from a list call: the `field` of the item whose `name` is `name` (any letter case). */
export interface DefaultLookup {
  /** The list operation, without input. */
  readonly operation: Operation;
  readonly name: string;
  readonly field: string;
}

interface Defaults {
  readonly values?: Readonly<Record<string, string | number | boolean>>;
  readonly lookups?: Readonly<Record<string, DefaultLookup>>;
}

type ListCall = (operation: Operation) => Promise<unknown>;

/** A descriptor's defaults with the code that fills them, so only the operations that have defaults carry it. */
export interface BodyDefaults extends Defaults {
  /** The body with its defaults (see {@link withBodyDefaults}). */
  fill(body: unknown, list: ListCall): Promise<unknown>;
}

type Fields = Readonly<Record<string, unknown>>;
const isAbsent = (value: unknown) => value == null;

/** The item of a list named `name`, or undefined. */
function named(list: unknown, name: string): Fields | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.find(
    (item): item is Fields => isFields(item) && typeof item.name === 'string' && item.name.toLowerCase() === name.toLowerCase(),
  );
}

/**
 * The body with its defaults: a copy, the caller's object is never changed. `list` reads a lookup's
 * list (a failed read rejects the call); a list without the named item leaves the field as it is.
 */
async function withBodyDefaults(defaults: Defaults, body: unknown, list: ListCall): Promise<unknown> {
  if (!isFields(body)) return body;
  const filled: Record<string, unknown> = { ...body };
  for (const [name, value] of Object.entries(defaults.values ?? {})) if (isAbsent(filled[name])) filled[name] = value;
  for (const [name, lookup] of Object.entries(defaults.lookups ?? {})) {
    if (!isAbsent(filled[name])) continue;
    const value = named(await list(lookup.operation), lookup.name)?.[lookup.field];
    if (!isAbsent(value)) filled[name] = value;
  }
  return filled;
}

/** The `bodyDefaults` field the generator writes for an operation marked `x-dsm-apply-defaults`. */
export const bodyDefaults = (defaults: Defaults): BodyDefaults => Object.freeze({ ...defaults, fill });

// One function for every descriptor, so two descriptors of the same operation are equal.
function fill(this: Defaults, body: unknown, list: ListCall): Promise<unknown> {
  return withBodyDefaults(this, body, list);
}
