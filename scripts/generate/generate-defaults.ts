/**
 * The contract's `default:` values as data (generated/defaults.ts): every object schema with property
 * defaults becomes `<NAME>_DEFAULTS` (field to default, typed against its model), every schema that is
 * itself defaulted (an enumeration) `<NAME>_DEFAULT`, and every `x-dsm-default-lookup` `<NAME>_LOOKUPS`.
 * The SDK's request-model factories and the sandbox read them from here, so the contract is their one source.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const constantName = (schema: string, suffix: string) => `${schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_${suffix}`;
const literal = (value: unknown) => JSON.stringify(value);

/** The names a module of generated/model exports as types (orval drops models no operation uses). */
function modelTypes(modelFile: string): Set<string> {
  const text = readFileSync(modelFile, 'utf8');
  return new Set([...text.matchAll(/^export (?:type|interface) (\w+)/gm)].map((match) => match[1]!));
}

type Schema = Record<string, any>;

/** The fields of an object schema that carry `key`, in the contract's order. */
const propertiesWith = (schema: Schema, key: string) =>
  Object.entries<Schema>(schema.properties ?? {}).filter(([, property]) => property !== null && key in property);

function objectDefaults(name: string, schema: Schema, typed: boolean): string | undefined {
  const fields = propertiesWith(schema, 'default');
  if (fields.length === 0) return undefined;
  const entries = fields.map(([field, property]) => `  ${field}: ${literal(property.default)},`).join('\n');
  const check = typed ? ` satisfies Partial<${name}>` : '';
  return `/** The contract's defaults of \`${name}\`'s fields. */\nexport const ${constantName(name, 'DEFAULTS')} = {\n${entries}\n} as const${check};\n`;
}

function schemaDefault(name: string, schema: Schema, typed: boolean): string | undefined {
  if (!('default' in schema)) return undefined;
  const check = typed ? ` satisfies ${name}` : '';
  return `/** The contract's default \`${name}\`. */\nexport const ${constantName(name, 'DEFAULT')} = ${literal(schema.default)} as const${check};\n`;
}

function lookups(name: string, schema: Schema): string | undefined {
  const fields = propertiesWith(schema, 'x-dsm-default-lookup');
  if (fields.length === 0) return undefined;
  const entries = fields.map(([field, property]) => `  ${field}: ${literal(property['x-dsm-default-lookup'])},`).join('\n');
  return `/** Defaults of \`${name}\` read from another call (\`x-dsm-default-lookup\`). */\nexport const ${constantName(name, 'LOOKUPS')} = {\n${entries}\n} as const;\n`;
}

export function writeDefaults(bundle: Record<string, any>, file: string, modelFile: string, header: string): number {
  const types = modelTypes(modelFile);
  const schemas = Object.entries<Schema>(bundle.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const constants: string[] = [];
  const used = new Set<string>();
  for (const [name, schema] of schemas) {
    const made = [objectDefaults(name, schema, types.has(name)), schemaDefault(name, schema, types.has(name)), lookups(name, schema)];
    for (const constant of made.filter((text): text is string => text !== undefined)) {
      constants.push(constant);
      if (types.has(name) && !constant.includes('_LOOKUPS =')) used.add(name);
    }
  }
  const imports = used.size ? `import type { ${[...used].join(', ')} } from './model/index.js';\n` : '';
  writeFileSync(file, `${header}${imports}\n${constants.join('\n')}`);
  return constants.length;
}
