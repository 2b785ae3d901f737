/**
 * Writes the operations as data, one module per API area (`generated/operations/<area>.ts`): what the
 * generated functions and hooks hand the transport. Each entry is a constant made by `defineOperation`
 * (marked pure), so an application bundles only the operations it imports (and the hand-written checks
 * they name), and the transport accepts only these descriptors.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ContractOperation } from './contract.js';
import { bodyDefaults } from './body-defaults-literal.js';
import { checksLiteral, contractChecks, customCheckModules, type ContractCheck } from './contract-checks.js';
import { honoursAdminFlag, onlyAboveZero, pathValueTypes, resourceNames, type Bundle } from './descriptor-fields.js';
import { JSON_TEXT_IMPORT, jsonTextFields, jsonTextLiteral } from './json-text-fields.js';

export const areaOf = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');

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
  const defaults = bodyDefaults(bundle, op, operations, (listing) =>
    fieldsOf(bundle, listing, `area: '${areaOf(listing.tag)}'`, [], operations),
  );
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
