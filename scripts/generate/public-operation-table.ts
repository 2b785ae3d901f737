/**
 * Writes `generated/operation-table.ts`, the operation table `@dsm/sdk/operations` exports: every
 * operation as plain data, in the contract's tag order (then path order), with its SDK names, its path
 * values and body (schemas as the contract writes them, with their examples). Explorers, the docs and
 * tests read it instead of walking the contract again.
 */
import { writeFileSync } from 'node:fs';
import { sdkNames } from '../../src/operations/sdk-names.js';
import type { BodyEntry, OperationEntry, PathValueEntry } from '../../src/operations/operation-entry.js';
import { resolve, type ContractOperation } from './contract.js';
import { systemAdminOnly } from './descriptor-fields.js';
import { areaOf } from './operation-table.js';
import { pathParameterNames } from './operation-examples.js';

type Bundle = Record<string, any>;

/** The first example the contract gives (`example`, else the first of `examples`), or undefined. */
function firstExample(bundle: Bundle, holder: Record<string, any> | undefined): unknown {
  if (holder && 'example' in holder) return holder.example;
  const first = holder?.examples ? Object.values<unknown>(holder.examples)[0] : undefined;
  return first === undefined ? undefined : resolve(bundle, first).value;
}

const withExample = <T extends object>(entry: T, example: unknown) => (example === undefined ? entry : { ...entry, example });

function pathValuesOf(bundle: Bundle, op: ContractOperation): PathValueEntry[] {
  const parameters = [...(bundle.paths[op.path]?.parameters ?? []), ...(op.raw.parameters ?? [])].map((p: unknown) => resolve(bundle, p));
  return pathParameterNames(op.path).map((name) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) throw new Error(`${op.operationId}: path parameter {${name}} is not declared`);
    return withExample({ name, description: parameter.description ?? '', schema: parameter.schema ?? {} }, firstExample(bundle, parameter));
  });
}

function bodyOf(bundle: Bundle, op: ContractOperation): BodyEntry | null {
  if (!op.raw.requestBody) return null;
  const requestBody = resolve(bundle, op.raw.requestBody);
  const media = requestBody.content?.['application/json'];
  return withExample({ required: requestBody.required === true, schema: media?.schema ?? {} }, firstExample(bundle, media));
}

export function operationEntries(bundle: Bundle, operations: readonly ContractOperation[]): OperationEntry[] {
  const tagOrder = (bundle.tags ?? []).map((tag: { name: string }) => tag.name);
  const rank = (tag: string) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : tagOrder.length);
  const pathOrder = Object.keys(bundle.paths);
  const ordered = [...operations].sort(
    (a, b) => rank(a.tag) - rank(b.tag) || pathOrder.indexOf(a.path) - pathOrder.indexOf(b.path) || a.method.localeCompare(b.method),
  );
  return ordered.map((op) => {
    const { functionName, hookName } = sdkNames(op.operationId);
    return {
      id: op.operationId as OperationEntry['id'],
      tag: op.tag,
      area: areaOf(op.tag),
      summary: op.raw.summary ?? '',
      description: op.raw.description ?? '',
      method: op.method.toUpperCase() as OperationEntry['method'],
      path: op.path,
      kind: op.kind,
      signed: op.signed,
      systemAdminOnly: systemAdminOnly(op),
      functionName,
      hookName,
      pathValues: pathValuesOf(bundle, op),
      body: bodyOf(bundle, op),
    };
  });
}

export function writePublicOperationTable(bundle: Bundle, operations: readonly ContractOperation[], file: string, header: string): void {
  const lines = operationEntries(bundle, operations).map((entry) => `  ${JSON.stringify(entry)},`);
  writeFileSync(
    file,
    `${header}import type { OperationEntry } from '../src/operations/operation-entry.js';\n\n` +
      `/** Every operation of the contract as plain data, in the contract's tag order. */\n` +
      `export const operationTable: readonly OperationEntry[] = [\n${lines.join('\n')}\n];\n`,
  );
}
