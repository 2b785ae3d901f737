/**
 * The data type of a created select column (the platform's documentation: "data types are sent as a select list with
 * special characters escaped"). The platform's documentation does not show the exact text; the SDK writes `select:`
 * followed by the options separated by `;`, with `\` and `;` inside an option escaped by a backslash,
 * so that any option text survives and the list can be read back.
 */

export const SELECT_TYPE_PREFIX = 'select:';
const SEPARATOR = ';';

const escapeOption = (option: string) => option.replace(/[\\;]/g, (char) => `\\${char}`);

/** The data type text of a select column with these options, in order. */
export function selectColumnDataType(options: readonly string[]): string {
  return SELECT_TYPE_PREFIX + options.map(escapeOption).join(SEPARATOR);
}

/** The options of a select data type text, or undefined when the text is not a select type. */
export function parseSelectColumnDataType(dataType: string): string[] | undefined {
  if (!dataType.startsWith(SELECT_TYPE_PREFIX)) return undefined;
  const text = dataType.slice(SELECT_TYPE_PREFIX.length);
  if (text === '') return []; // a list of one empty option reads back as no options
  const options: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) current += text[++i];
    else if (char === SEPARATOR) {
      options.push(current);
      current = '';
    } else current += char;
  }
  options.push(current);
  return options;
}
