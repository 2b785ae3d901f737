/** The contract's component schemas as written in openapi/components/schemas/*.yaml, by name (read with the yaml library). */
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

const schemasDir = new URL('../../openapi/components/schemas/', import.meta.url);

export type ContractSchema = Record<string, any>;

export function contractSchemas(): Record<string, ContractSchema> {
  const schemas: Record<string, ContractSchema> = {};
  for (const file of readdirSync(schemasDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    // `merge`: the contract shares fields between twins with `<<: *anchor`.
    Object.assign(schemas, parse(readFileSync(new URL(file, schemasDir), 'utf8'), { merge: true }) ?? {});
  }
  return schemas;
}
