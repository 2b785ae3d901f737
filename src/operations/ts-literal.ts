/**
 * Prints a JSON value as a TypeScript literal the way a person writes one: bare keys where they are
 * identifiers, single-quoted strings, and parts that fit the line on one line.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function tsString(text: string): string {
  // JSON escaping (control characters, backslashes, U+2028/2029), then swap the quote style.
  const json = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
}

const key = (name: string) => (IDENTIFIER.test(name) ? name : tsString(name));

function inline(value: unknown): string {
  if (typeof value === 'string') return tsString(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${key(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * `indent` is the indentation of the line the literal is on (continuation lines are indented from it),
 * `column` where on that line it starts, `width` the line length after which a part is broken up.
 */
export function tsLiteral(value: unknown, indent = 0, width = 100, column = indent): string {
  const flat = inline(value);
  // An empty object or array stays `{}` / `[]` however far right it starts.
  if (column + flat.length <= width || value === null || typeof value !== 'object' || Object.keys(value).length === 0) return flat;
  const inner = ' '.repeat(indent + 2);
  const lines = Array.isArray(value)
    ? value.map((item) => `${inner}${tsLiteral(item, indent + 2, width)},`)
    : Object.entries(value).map(([k, v]) => `${inner}${key(k)}: ${tsLiteral(v, indent + 2, width, indent + 2 + key(k).length + 2)},`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  // Lines joined, not written into a template: a built template with line breaks starts lines the source map cannot place.
  return [open, ...lines, `${' '.repeat(indent)}${close}`].join('\n');
}
