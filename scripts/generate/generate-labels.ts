/**
 * The contract's enumeration labels as data: every schema with `x-enum-descriptions` becomes
 * `<NAME>_LABELS`, keyed by value (generated/labels.ts). The SDK's select labels and the docs read
 * them from here, so the contract is their one source.
 */
import { writeFileSync } from 'node:fs';

export const constantName = (schema: string) => `${schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_LABELS`;

/** `{ 0: 'Unknown', 1: 'Lead' }` for integer values, `{ "data": "…" }` for names. */
function labelsOf(values: unknown[], labels: unknown[]): string {
  const entries = values.map((value, index) => `  ${JSON.stringify(String(value))}: ${JSON.stringify(String(labels[index]))},`);
  return `{\n${entries.join('\n')}\n}`;
}

export function writeLabels(bundle: Record<string, any>, file: string, header: string): number {
  const schemas = Object.entries<Record<string, any>>(bundle.components?.schemas ?? {})
    .filter(([, schema]) => Array.isArray(schema.enum) && Array.isArray(schema['x-enum-descriptions']))
    .sort(([a], [b]) => a.localeCompare(b));
  const constants = schemas.map(([name, schema]) => {
    if (schema['x-enum-descriptions'].length !== schema.enum.length)
      throw new Error(`${name}: x-enum-descriptions has ${schema['x-enum-descriptions'].length} labels for ${schema.enum.length} values`);
    return `/** Labels of \`${name}\`, keyed by value. */\nexport const ${constantName(name)} = ${labelsOf(schema.enum, schema['x-enum-descriptions'])} as const;\n`;
  });
  writeFileSync(file, `${header}\n${constants.join('\n')}`);
  return constants.length;
}
