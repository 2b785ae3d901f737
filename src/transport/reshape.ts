/**
 * Replies the platform's client reshapes before its callers see them (`x-dsm-reshape` in the contract):
 * the visitor's cookies, a list of name/value entries, become a map by name; environment data, items of
 * language, name and value, become values by language and name. The contract keeps the wire shape (the
 * mock checks it); the generator names the reshape in the operation's descriptor, the transport applies
 * it to the result, and the mock turns a reshaped result back into the wire shape.
 */

/** `name-value-map`: `[{ name, value }]` ⇄ `{ [name]: value }`. `by-language`: `[{ lang, name, value }]` ⇄ `{ [lang]: { [name]: value } }`. */
export type ReshapeMode = 'name-value-map' | 'by-language';

export const RESHAPE_MODES: readonly string[] = ['name-value-map', 'by-language'] satisfies ReshapeMode[];

export const notAnEntryList = (name: string) => `The reply's '${name}' is not a list of name/value entries.`;
export const notALanguageList = (name: string) => `The reply's '${name}' is not a list of language, name and value items.`;

type Entry = Record<string, unknown>;
/** A map without a prototype: a name such as `__proto__` or `constructor` is an entry like any other. */
const emptyMap = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const entryValue = (entry: Entry) => (entry.value === undefined ? null : entry.value);

/** The list as the caller gets it; `refuse` when it is not the list the contract describes. No list (null) reads as empty. */
export function decodeReshape(field: unknown, mode: ReshapeMode, name: string, refuse: (message: string) => never): unknown {
  if (field === null || field === undefined) return emptyMap();
  if (mode === 'name-value-map') {
    if (!Array.isArray(field) || !field.every((entry) => isEntry(entry) && typeof entry.name === 'string')) refuse(notAnEntryList(name));
    const map = emptyMap<unknown>();
    for (const entry of field as Entry[]) map[entry.name as string] = entryValue(entry); // a later entry of the same name wins
    return map;
  }
  const isItem = (item: unknown) => isEntry(item) && typeof item.lang === 'string' && typeof item.name === 'string';
  if (!Array.isArray(field) || !field.every(isItem)) refuse(notALanguageList(name));
  const grouped = emptyMap<Record<string, unknown>>();
  for (const item of field as Entry[]) (grouped[item.lang as string] ??= emptyMap())[item.name as string] = entryValue(item);
  return grouped;
}

const isMap = (value: unknown): value is Entry =>
  isEntry(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** A reshaped result back in the wire's shape (what a mock sends); anything else stays as it is. */
export function encodeReshape(field: unknown, mode: ReshapeMode): unknown {
  if (!isMap(field)) return field;
  if (mode === 'name-value-map') return Object.entries(field).map(([name, value]) => ({ name, value }));
  return Object.entries(field).flatMap(([lang, values]) =>
    isMap(values) ? Object.entries(values).map(([name, value]) => ({ lang, name, value })) : [],
  );
}
