/**
 * Writes the operations as data, one module per API area (`generated/operations/<area>.ts`): what the
 * generated functions and hooks hand the transport. Each entry is a constant made by its area's `operationsIn` maker
 * (marked pure), so an application bundles only the operations it imports (and the hand-written checks
 * they name), and the transport accepts only these descriptors.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ContractOperation } from './contract.js';
import { bodyDefaults } from './body-defaults-literal.js';
import { checksLiteral, contractChecks, customCheckModules, type ContractCheck } from './contract-checks.js';
import { honoursAdminFlag, onlyAboveZero, pathValueTypes, resourceNames, systemAdminOnly, type Bundle } from './descriptor-fields.js';
import { JSON_TEXT_IMPORT, jsonTextFields, jsonTextLiteral } from './json-text-fields.js';

export const areaOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** What a POST or GET implies when the descriptor says nothing of the body (src/operation.ts `operationsIn`). */
const IMPLIED_BODY: Record<string, ContractOperation['body']> = { post: 'required', get: 'none' };

/**
 * One operation's descriptor as a call of its area's maker (`operationsIn(area)` in src/operation.ts): id,
 * `kind METHOD path` with the types of the path values, then the other fields, only those it has; `makerOf`
 * names the maker of an area, the hand-written checks name constants in scope.
 */
function operationCall(
  bundle: Bundle,
  op: ContractOperation,
  makerOf: (area: string) => string,
  checks: ContractCheck[],
  operations: ContractOperation[],
): string {
  const fields: string[] = [];
  if (op.body !== IMPLIED_BODY[op.method]) fields.push(`body: '${op.body}'`);
  const markers = Object.entries(resourceNames(bundle, op));
  if (markers.length) fields.push(`resourceNames: { ${markers.map(([k, v]) => `${k}: '${v}'`).join(', ')} }`);
  if (!op.signed) fields.push('unsigned: true');
  if (systemAdminOnly(op)) fields.push('adminOnly: true');
  if (honoursAdminFlag(bundle, op)) fields.push('adminFlag: true');
  const jsonText = jsonTextLiteral(jsonTextFields(bundle, op));
  if (jsonText) fields.push(jsonText);
  const segment = onlyAboveZero(bundle, op);
  if (segment) fields.push(segment);
  const defaults = bodyDefaults(bundle, op, operations, (listing) => operationCall(bundle, listing, makerOf, [], operations));
  if (defaults) fields.push(defaults);
  const checkList = checksLiteral(checks);
  if (checkList) fields.push(checkList);
  // The code that reads the checks and resource names comes with the descriptors that have them.
  if (checkList || markers.length) fields.push('inputRules');
  if (/\s/.test(op.path)) throw new Error(`${op.operationId}: the path '${op.path}' holds a space, which the route cannot carry`);
  const route = `'${op.operationId}', '${[op.kind, op.method.toUpperCase(), op.path, ...Object.values(pathValueTypes(bundle, op))].join(' ')}'`;
  return `${makerOf(areaOf(op.tag))}(${fields.length ? `${route}, { ${fields.join(', ')} }` : route})`;
}

/** The makers of the descriptor fields that carry their own code, by the module that exports them. */
const FIELD_MAKERS = [
  ['bodyDefaults', 'src/transport/body-defaults.js', /\/\* @__PURE__ \*\/ bodyDefaults\(/],
  ['onlyAboveZero', 'src/transport/optional-segment.js', /\/\* @__PURE__ \*\/ onlyAboveZero\(/],
  ['inputRules', 'src/validation/checks.js', /[{,] inputRules \}/],
] as const;

/** The imports of the field makers (and of the input rules) the written descriptors name. */
const fieldMakerImports = (code: string, prefix: string) =>
  FIELD_MAKERS.filter(([, , used]) => used.test(code)).map(([name, module]) => `import { ${name} } from '${prefix}${module}';`);

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
    const imports = [`import { operationsIn } from '../../src/operation.js';`];
    // A lookup's list operation of another area gets that area's maker where it is written.
    const makerOf = (of: string) => (of === area ? 'operation' : `operationsIn('${of}')`);
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
        `export const ${op.operationId} = /* @__PURE__ */ ${operationCall(bundle, op, makerOf, checks.get(op.operationId)!, operations)};`,
    );
    imports.push(...fieldMakerImports(lines.join('\n'), '../../'));
    writeFileSync(
      `${outDir}/${area}.ts`,
      `${header}${imports.join('\n')}\n\nconst operation = /* @__PURE__ */ operationsIn('${area}');\n\n${lines.join('\n')}\n`,
    );
  }
  // The table of every operation repeats the entries instead of importing the area modules: an
  // application that bundles one operation's module then never shares a chunk with the whole table.
  const tableImports = customImports([...checks.values()], modules, '../../');
  const tableMaker = (area: string) => `in${area.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase())}`;
  const tableMakers = areas.map((area) => `const ${tableMaker(area)} = operationsIn('${area}');`);
  const tableLines = areas.flatMap((area) =>
    byArea
      .get(area)!
      .map((op) => `  ${op.operationId}: ${operationCall(bundle, op, tableMaker, checks.get(op.operationId)!, operations)},`),
  );
  tableImports.push(...fieldMakerImports(tableLines.join('\n'), '../../'));
  writeFileSync(
    `${outDir}/index.ts`,
    `${header}/** Every operation by its id: loaded on demand by \`call()\` and \`raw\`, never by the generated functions and hooks. */\n` +
      `import { operationsIn, type Operation } from '../../src/operation.js';\n${JSON_TEXT_IMPORT('../../')}\nimport type { OperationId } from '../operation-ids.js';\n${tableImports.join('\n')}\n\n` +
      `${tableMakers.join('\n')}\n\n` +
      `export const operations: Readonly<Record<OperationId, Operation>> = {\n${tableLines.join('\n')}\n};\n`,
  );
  return areas;
}
