/** Fills the `{0}`, `{1}`, ... placeholders of the platform's message templates. */

/** Fills `{0}`, `{1}`, ... with the arguments at those positions; a missing or null argument gives empty text. */
export function formatMessage(template: string, args: readonly unknown[] = []): string {
  return template.replace(/\{(\d+)\}/g, (_placeholder, index: string) => {
    const arg = args[Number(index)];
    return arg === null || arg === undefined ? '' : String(arg);
  });
}

/** A message table keyed by code: the platform's text, or undefined for a code the table does not know. */
export type MessageTable = Readonly<Record<number, string>>;

/** Looks a code up in a table; `fallback` (with the code) for a code the table does not know. */
export function lookUp(table: MessageTable, code: number, fallback: (code: number) => string): string {
  // Only the table's own entries: a code from a reply such as 'constructor' must not find Object's members.
  const text = Object.hasOwn(table, code) ? (table as Readonly<Record<number, unknown>>)[code] : undefined;
  return typeof text === 'string' ? text : fallback(code);
}

/** The text of a state no table knows. */
export const UNKNOWN_STATE = 'Unknown state.';
