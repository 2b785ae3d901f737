/**
 * The data type of a created select column, written as the platform's client writes it into the create-column
 * path: `select[` + the options separated by `,` + `]`, or, for options with labels, `value;label` pairs separated
 * by `,`. Inside a value or label `_`, `[`, `]`, `;` and `,` are escaped by a `_` before them (`_` → `__`), and a
 * missing value is empty text.
 */

export const SELECT_TYPE_PREFIX = 'select[';
const SELECT_TYPE_END = ']';

/** A select column's options: a list of values, or an object of value to label. */
export type SelectOptions = readonly (string | number | null)[] | Readonly<Record<string, string | number | null>>;

const escapeOption = (option: string | number | null | undefined) =>
  option == null ? '' : String(option).replace(/[_[\];,]/g, (char) => `_${char}`);

/** The data type text of a select column with these options, in order. */
export function selectColumnDataType(options: SelectOptions): string {
  if (Array.isArray(options)) return SELECT_TYPE_PREFIX + options.map(escapeOption).join(',') + SELECT_TYPE_END;
  const pairs = Object.entries(options).map(([value, label]) => `${escapeOption(value)};${escapeOption(label)},`);
  // The platform's client drops the last character, the pairs' trailing `,` (or, with no pairs, the `[`).
  return (SELECT_TYPE_PREFIX + pairs.join('')).slice(0, -1) + SELECT_TYPE_END;
}

/** The escaped parts of `text` split at each unescaped `separator`, unescaped. */
function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '_' && i + 1 < text.length) current += text[++i];
    else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/**
 * The options of a select data type text (a list, or an object of value to label), or undefined when the text
 * is not a select type.
 */
export function parseSelectColumnDataType(dataType: string): string[] | Record<string, string> | undefined {
  if (dataType === 'select]') return {}; // no labelled options
  if (!dataType.startsWith(SELECT_TYPE_PREFIX) || !dataType.endsWith(SELECT_TYPE_END)) return undefined;
  const text = dataType.slice(SELECT_TYPE_PREFIX.length, -SELECT_TYPE_END.length);
  if (text === '') return [];
  const items = splitRaw(text).map((item) => splitEscaped(item, ';'));
  // Only a labelled option holds an unescaped `;`.
  if (!items.every((parts) => parts.length === 2)) return items.map((parts) => parts.join(';'));
  return Object.fromEntries(items as [string, string][]);
}

/** The items of an escaped list, still escaped, split at each unescaped `,`. */
function splitRaw(text: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '_' && i + 1 < text.length) current += char + text[++i];
    else if (char === ',') {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items;
}
