/**
 * Writes the operations as data, one module per API area (`generated/operations/<area>.ts`): what the
 * generated functions and hooks hand the transport. Each entry is a constant made by `defineOperation`
 * (marked pure), so an application bundles only the operations it imports (and the hand-written checks
 * they name), and the transport accepts only these descriptors.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve, type ContractOperation } from './contract.js';
import { checksLiteral, contractChecks, customCheckModules, type ContractCheck } from './contract-checks.js';
import { JSON_TEXT_IMPORT, jsonTextFields, jsonTextLiteral } from './json-text-fields.js';

export const areaOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

type Bundle = Record<string, any>;

function pathValueTypes(bundle: Bundle, op: ContractOperation): Record<string, string> {
  const types: Record<string, string> = {};
  const parameters = (op.raw.parameters ?? []).map((p: unknown) => resolve(bundle, p));
  for (const name of op.path.match(/\{[^}]+\}/g) ?? []) {
    const key = name.slice(1, -1);
    const parameter = parameters.find((p: any) => p.in === 'path' && p.name === key);
    if (!parameter) throw new Error(`${op.operationId}: path parameter {${key}} is not declared`);
    const schema = resolve(bundle, parameter.schema);
    const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
    types[key] = type === 'integer' || type === 'number' ? type : 'string';
  }
  return types;
}

const RESOURCE_NAME = 'x-dsm-resource-name';
const RESOURCE_NAME_KINDS = ['file', 'delete'];
const ADMIN_FLAG = 'x-dsm-admin-flag';

/** Path parameters marked `x-dsm-resource-name` (a resource file name whose markers the transport writes). */
function resourceNames(bundle: Bundle, op: ContractOperation): Record<string, string> {
  const names: Record<string, string> = {};
  for (const parameter of (op.raw.parameters ?? []).map((p: unknown) => resolve(bundle, p))) {
    const kind = parameter?.[RESOURCE_NAME];
    if (kind === undefined) continue;
    if (parameter.in !== 'path' || !RESOURCE_NAME_KINDS.includes(kind))
      throw new Error(`${op.operationId}: ${RESOURCE_NAME} must be one of ${RESOURCE_NAME_KINDS.join(', ')} on a path parameter`);
    names[parameter.name] = kind;
  }
  return names;
}

/** A POST whose model carries `sendWithAdminKeys` honours it, unless the contract says the platform's client ignores it. */
function honoursAdminFlag(bundle: Bundle, op: ContractOperation): boolean {
  const flag = op.raw[ADMIN_FLAG];
  if (flag !== undefined && flag !== 'ignored') throw new Error(`${op.operationId}: ${ADMIN_FLAG} can only be 'ignored'`);
  return op.method === 'post' && flag === undefined && modelHasProperty(bundle, requestSchema(bundle, op), 'sendWithAdminKeys');
}

/** Whether the request model (following `$ref` and `allOf`) has a property of that name. */
function modelHasProperty(bundle: Bundle, schema: unknown, property: string, seen = new Set<unknown>()): boolean {
  const node = resolve(bundle, schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return false;
  seen.add(node);
  if (node.properties && Object.hasOwn(node.properties, property)) return true;
  return [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])].some((part: unknown) =>
    modelHasProperty(bundle, part, property, seen),
  );
}

/** `x-dsm-only-above-zero` on a path parameter names the operation sent when the value is not above 0. */
export const ONLY_ABOVE_ZERO = 'x-dsm-only-above-zero';

/** The descriptor field of a path segment sent only above 0: the parameter and the path of the operation without it. */
function onlyAboveZero(bundle: Bundle, op: ContractOperation): string | undefined {
  const parameter = (op.raw.parameters ?? []).map((p: unknown) => resolve(bundle, p)).find((p: any) => p?.[ONLY_ABOVE_ZERO]);
  if (!parameter) return undefined;
  const otherwise = parameter[ONLY_ABOVE_ZERO];
  const path = Object.entries<Record<string, any>>(bundle.paths).find(([, item]) =>
    Object.values(item).some((method) => method?.operationId === otherwise),
  )?.[0];
  if (!path) throw new Error(`${op.operationId}: ${ONLY_ABOVE_ZERO} names no operation '${otherwise}'`);
  return `onlyAboveZero: { param: '${parameter.name}', otherwise: '${path}' }`;
}

/** `x-dsm-apply-defaults` on an operation: the transport fills the body's `default`s and `x-dsm-default-lookup`s. */
export const APPLY_DEFAULTS = 'x-dsm-apply-defaults';
export const DEFAULT_LOOKUP = 'x-dsm-default-lookup';

/**
 * The lookups name their list operation by id in the contract; the descriptor carries that operation
 * itself (a list with no path values and no body, so it needs no checks), so filling a default never
 * needs the table of every operation.
 */
function bodyDefaults(bundle: Bundle, op: ContractOperation, operations: ContractOperation[]): string | undefined {
  if (!op.raw[APPLY_DEFAULTS]) return undefined;
  const schema = resolve(bundle, requestSchema(bundle, op));
  const values: Record<string, unknown> = {};
  const lookups: string[] = [];
  for (const [name, property] of Object.entries<any>(schema?.properties ?? {})) {
    const node = resolve(bundle, property);
    const lookup = node[DEFAULT_LOOKUP] as { operationId: string; name: string; field: string } | undefined;
    if (lookup) {
      const listing = operations.find((candidate) => candidate.operationId === lookup.operationId);
      const withoutInput = listing?.body === 'none' && !Object.keys(pathValueTypes(bundle, listing)).length;
      if (!listing || !withoutInput)
        throw new Error(`${op.operationId}: ${DEFAULT_LOOKUP} needs a list operation without input, not '${lookup.operationId}'`);
      const operation = `defineOperation(${fieldsOf(bundle, listing, `area: '${areaOf(listing.tag)}'`, [], operations)})`;
      lookups.push(`${name}: { operation: ${operation}, name: ${JSON.stringify(lookup.name)}, field: ${JSON.stringify(lookup.field)} }`);
    } else if (node.default !== undefined) values[name] = node.default;
  }
  if (!Object.keys(values).length && !lookups.length) throw new Error(`${op.operationId}: ${APPLY_DEFAULTS} finds no defaults`);
  return `bodyDefaults: { values: ${JSON.stringify(values)}, lookups: { ${lookups.join(', ')} } }`;
}

function requestSchema(bundle: Bundle, op: ContractOperation): unknown {
  if (!op.raw.requestBody) return undefined;
  return resolve(bundle, op.raw.requestBody).content?.['application/json']?.schema;
}

/** The fields of one operation as an object literal; `area` and the hand-written checks name constants in scope. */
function fieldsOf(bundle: Bundle, op: ContractOperation, area: string, checks: ContractCheck[], operations: ContractOperation[]): string {
  const fields = [`id: '${op.operationId}'`, `method: '${op.method.toUpperCase()}'`, `path: '${op.path}'`, `kind: '${op.kind}'`, area];
  if (op.body !== 'none') fields.push(`body: '${op.body}'`);
  const params = pathValueTypes(bundle, op);
  if (Object.keys(params).length)
    fields.push(
      `params: { ${Object.entries(params)
        .map(([k, v]) => `${k}: '${v}'`)
        .join(', ')} }`,
    );
  const markers = Object.entries(resourceNames(bundle, op));
  if (markers.length) fields.push(`resourceNames: { ${markers.map(([k, v]) => `${k}: '${v}'`).join(', ')} }`);
  if (!op.signed) fields.push('unsigned: true');
  if (honoursAdminFlag(bundle, op)) fields.push('adminFlag: true');
  const jsonText = jsonTextLiteral(jsonTextFields(bundle, op));
  if (jsonText) fields.push(jsonText);
  const segment = onlyAboveZero(bundle, op);
  if (segment) fields.push(segment);
  const defaults = bodyDefaults(bundle, op, operations);
  if (defaults) fields.push(defaults);
  const checkList = checksLiteral(checks);
  if (checkList) fields.push(checkList);
  return `{ ${fields.join(', ')} }`;
}

/** The imports of the hand-written checks some operations name, one line per module of `src/validation/`. */
function customImports(checks: ContractCheck[][], modules: ReadonlyMap<string, string>, prefix: string): string[] {
  const byModule = new Map<string, Set<string>>();
  for (const check of checks.flat()) {
    if (check.kind !== 'custom') continue;
    const module = modules.get(check.name);
    if (!module) throw new Error(`x-dsm-check '${check.name}' is exported by no module of src/validation/`);
    byModule.set(module, (byModule.get(module) ?? new Set()).add(check.name));
  }
  return [...byModule.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '${prefix}src/validation/${module}.js';`);
}

export function writeOperationTable(
  bundle: Bundle,
  operations: ContractOperation[],
  outDir: string,
  header: string,
  root: string,
): string[] {
  mkdirSync(outDir, { recursive: true });
  const byArea = new Map<string, ContractOperation[]>();
  for (const op of operations) {
    const area = areaOf(op.tag);
    byArea.set(area, [...(byArea.get(area) ?? []), op]);
  }
  const areas = [...byArea.keys()].sort();
  const modules = customCheckModules(root);
  const customNames = new Set(modules.keys());
  const checks = new Map(operations.map((op) => [op.operationId, contractChecks(bundle, op, customNames)]));
  const hasJsonText = (ops: ContractOperation[]) => ops.some((op) => jsonTextLiteral(jsonTextFields(bundle, op)));
  for (const area of areas) {
    const ops = byArea.get(area)!;
    const imports = [`import { defineOperation } from '../../src/operation.js';`];
    if (hasJsonText(ops)) imports.push(JSON_TEXT_IMPORT('../../'));
    imports.push(
      ...customImports(
        ops.map((op) => checks.get(op.operationId)!, operations),
        modules,
        '../../',
      ),
    );
    const lines = ops.map(
      (op) =>
        `export const ${op.operationId} = /* @__PURE__ */ defineOperation(${fieldsOf(bundle, op, 'area', checks.get(op.operationId)!, operations)});`,
    );
    writeFileSync(`${outDir}/${area}.ts`, `${header}${imports.join('\n')}\n\nconst area = '${area}';\n\n${lines.join('\n')}\n`);
  }
  // The table of every operation repeats the entries instead of importing the area modules: an
  // application that bundles one operation's module then never shares a chunk with the whole table.
  const tableImports = customImports([...checks.values()], modules, '../../');
  const tableLines = areas.flatMap((area) =>
    byArea
      .get(area)!
      .map(
        (op) =>
          `  ${op.operationId}: defineOperation(${fieldsOf(bundle, op, `area: '${area}'`, checks.get(op.operationId)!, operations)}),`,
      ),
  );
  writeFileSync(
    `${outDir}/index.ts`,
    `${header}/** Every operation by its id: loaded on demand by \`call()\` and \`raw\`, never by the generated functions and hooks. */\n` +
      `import { defineOperation, type Operation } from '../../src/operation.js';\n${JSON_TEXT_IMPORT('../../')}\nimport type { OperationId } from '../routes.js';\n${tableImports.join('\n')}\n\n` +
      `export const operations: Readonly<Record<OperationId, Operation>> = {\n${tableLines.join('\n')}\n};\n`,
  );
  return areas;
}
