/**
 * Makes enumerations readable: every schema with `enum` and `x-enum-varnames` (and, where the contract
 * has them, `x-enum-descriptions`) gets a value / name / meaning table appended to its description.
 * Redoc shows a schema's description wherever the schema is used, so the table appears with each field.
 */

/** Markdown table cell text: one line, no column breaks. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
const code = (text: string) => `\`${text.replace(/`/g, '')}\``;

export function enumTable(schema: Record<string, any>): string | undefined {
  const values: unknown[] | undefined = Array.isArray(schema.enum) ? schema.enum : undefined;
  const names: unknown[] | undefined = schema['x-enum-varnames'];
  const meanings: unknown[] | undefined = schema['x-enum-descriptions'];
  if (!values || (!Array.isArray(names) && !Array.isArray(meanings))) return undefined;
  for (const [label, list] of [
    ['x-enum-varnames', names],
    ['x-enum-descriptions', meanings],
  ] as const) {
    if (Array.isArray(list) && list.length !== values.length) {
      throw new Error(`${label} has ${list.length} entries for ${values.length} enum values`);
    }
  }
  const columns = ['Value', ...(names ? ['Name'] : []), ...(meanings ? ['Meaning'] : [])];
  const rows = values.map((value, i) => [
    code(JSON.stringify(value)),
    // Plain text: Redoc breaks code spans anywhere, which splits short names in a narrow column.
    ...(names ? [cell(String(names[i]))] : []),
    ...(meanings ? [cell(String(meanings[i] ?? ''))] : []),
  ]);
  return [columns, columns.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** Appends the table to every such schema of the document (in place); returns how many got one. */
export function addEnumTables(document: unknown): number {
  let count = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, any>;
    const table = enumTable(schema);
    if (table) {
      schema.description = schema.description ? `${schema.description}\n\n${table}` : table;
      count++;
    }
    // Examples are data, not schemas.
    for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') visit(value);
  };
  visit(document);
  return count;
}
