/**
 * The contact columns as data (generated/contact-columns.ts), read from the `Contact` schema: each property's
 * `title` is its label, `readOnly` makes it not editable, and its type is derived from the schema (a code
 * contract's `$ref`, an enumeration with labels, a nullable date-time…), or named by `x-dsm-column-type` where the
 * wire type says less than the platform's column table. `src/models/column-model.ts` reads it.
 */
import { writeFileSync } from 'node:fs';
import { refName, resolve } from './contract.js';
import { constantName } from './generate-labels.js';

type Schema = Record<string, any>;

const COLUMN_TYPE = 'x-dsm-column-type';
/** Code contracts a column holds, by schema name. */
const CODE_CONTRACTS: Readonly<Record<string, string>> = {
  MailAddress: 'mailAddress',
  Country: 'country',
  Language: 'language',
  PictureUrl: 'pictureUrl',
};
const NAMED_TYPES = new Set(['gender', 'date']);

export interface ContactColumnFact {
  name: string;
  title: string;
  type: string;
  editable: boolean;
  /** The enumeration whose labels a select column shows. */
  options?: string;
}

/** The column type of a property, or an error naming what the generator cannot tell. */
function columnType(bundle: Schema, name: string, property: Schema): { type: string; options?: string } {
  const named = property[COLUMN_TYPE];
  if (named !== undefined) {
    if (!NAMED_TYPES.has(named)) throw new Error(`Contact.${name}: ${COLUMN_TYPE} can only be ${[...NAMED_TYPES].join(' or ')}`);
    return { type: named };
  }
  const branches: Schema[] = [...(property.oneOf ?? []), ...(property.anyOf ?? [])];
  const ref = branches.map(refName).find(Boolean);
  if (ref && CODE_CONTRACTS[ref]) return { type: CODE_CONTRACTS[ref] };
  if (
    ref &&
    resolve(
      bundle,
      branches.find((b) => refName(b) === ref),
    )?.['x-enum-descriptions']
  )
    return { type: 'select', options: ref };
  const types: string[] = [property.type].flat().filter((t) => t !== undefined);
  const base = types.find((t) => t !== 'null');
  // A nullable column with a default (the customer and batch ids) always holds a value in a table.
  const nullable = types.includes('null') && property.default === undefined;
  if (base === 'string' && property.format === 'date-time') return { type: nullable ? 'nullableDate' : 'date' };
  if (base === 'integer') return { type: nullable ? 'nullableInteger' : 'integer' };
  if (base === 'boolean') return { type: nullable ? 'nullableBoolean' : 'boolean' };
  if (base === 'string') return { type: 'string' };
  throw new Error(`Contact.${name}: no column type can be derived; name it with ${COLUMN_TYPE}`);
}

export function contactColumnFacts(bundle: Schema): ContactColumnFact[] {
  const properties = Object.entries<Schema>(bundle.components.schemas.Contact.properties);
  return properties.map(([name, property]) => {
    if (typeof property.title !== 'string') throw new Error(`Contact.${name}: every column needs a title (its label)`);
    return { name, title: property.title, ...columnType(bundle, name, property), editable: property.readOnly !== true };
  });
}

export function writeContactColumns(bundle: Schema, file: string, header: string): number {
  const facts = contactColumnFacts(bundle);
  const selects = [...new Set(facts.flatMap((fact) => (fact.options ? [constantName(fact.options)] : [])))].sort();
  const rows = facts.map(({ options, ...fact }) => {
    const fields = Object.entries(fact).map(([key, value]) => `${key}: ${JSON.stringify(value).replaceAll('"', "'")}`);
    return `  { ${[...fields, ...(options ? [`options: ${constantName(options)}`] : [])].join(', ')} },`;
  });
  const body = [
    header,
    `import { ${selects.join(', ')} } from './labels.js';`,
    '',
    "/** The standard contact columns in the contract's order: label, type, editability, select labels. */",
    `export const CONTACT_COLUMN_FACTS = [\n${rows.join('\n')}\n] as const;`,
    '',
  ];
  writeFileSync(file, body.join('\n'));
  return facts.length;
}
