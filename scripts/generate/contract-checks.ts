/**
 * The client-side checks of one operation, read from the contract. The wording sits where the input is
 * declared: `x-dsm-missing` on a path parameter, a body property (a value that is absent, `null` or empty
 * text) or the request body (no body, or `null`); `x-dsm-not-integer` on a path parameter or body property (a
 * value that is given but is no integer nor its decimal text); and `x-dsm-check` on any of them names a
 * hand-written check exported by a module of `src/validation/` (what no schema can say). Which inputs an operation checks, in
 * the platform's order (the first failing check's message wins), is the operation's `x-dsm-checks` list:
 * `requestBody`, a path parameter's or a body property's name (in that precedence), or a hand-written check's
 * name. Each input runs its `x-dsm-missing`, `x-dsm-not-integer` and `x-dsm-check` in that order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve, type ContractOperation } from './contract.js';

type Bundle = Record<string, any>;

const MISSING = 'x-dsm-missing';
const NOT_INTEGER = 'x-dsm-not-integer';
const CHECK = 'x-dsm-check';
const CHECKS = 'x-dsm-checks';
const REQUEST_BODY = 'requestBody';

/** One check as the generator writes it into a descriptor; `custom` names a hand-written check. */
export type ContractCheck =
  | { kind: 'model'; message: string }
  | { kind: 'missing' | 'not-integer'; where: 'path' | 'field'; name: string; message: string }
  | { kind: 'custom'; name: string };

const text = (owner: string, node: Record<string, any>, key: string): string | undefined => {
  const value = node[key];
  if (value !== undefined && (typeof value !== 'string' || value === '')) throw new Error(`${owner}: ${key} must be a message`);
  return value;
};

const customNames = (owner: string, node: Record<string, any>): ContractCheck[] => {
  const names: unknown = node[CHECK];
  if (names === undefined) return [];
  const list = Array.isArray(names) ? names : [names];
  if (!list.every((name) => typeof name === 'string' && /^[A-Za-z]\w*$/.test(name)))
    throw new Error(`${owner}: ${CHECK} names exported checks`);
  return list.map((name: string) => ({ kind: 'custom', name }));
};

/** The checks one input (request body, parameter or property) carries, in the documented order. */
function checksAt(owner: string, node: Record<string, any>, where: 'path' | 'field' | 'model', name: string): ContractCheck[] {
  const checks: ContractCheck[] = [];
  const missing = text(owner, node, MISSING);
  if (missing) checks.push(where === 'model' ? { kind: 'model', message: missing } : { kind: 'missing', where, name, message: missing });
  const notInteger = text(owner, node, NOT_INTEGER);
  if (notInteger) {
    if (where === 'model') throw new Error(`${owner}: ${NOT_INTEGER} belongs on a parameter or property`);
    checks.push({ kind: 'not-integer', where, name, message: notInteger });
  }
  return checks.concat(customNames(owner, node));
}

/** The properties of a request schema with their own nodes (extensions sit beside a `$ref`), first occurrence wins. */
function properties(bundle: Bundle, schema: unknown, found = new Map<string, Record<string, any>>(), seen = new Set<unknown>()) {
  const node = resolve(bundle, schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return found;
  seen.add(node);
  for (const [name, property] of Object.entries<Record<string, any>>(node.properties ?? {}))
    if (!found.has(name)) found.set(name, property);
  for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])]) properties(bundle, part, found, seen);
  return found;
}

export function contractChecks(bundle: Bundle, op: ContractOperation, customChecks: ReadonlySet<string>): ContractCheck[] {
  const owner = op.operationId;
  const names: unknown = op.raw[CHECKS];
  if (names === undefined) return [];
  if (!Array.isArray(names) || !names.length || !names.every((name) => typeof name === 'string'))
    throw new Error(`${owner}: ${CHECKS} lists the inputs to check`);
  const body = op.raw.requestBody ? resolve(bundle, op.raw.requestBody) : undefined;
  const parameters = (op.raw.parameters ?? []).map((p: unknown) => resolve(bundle, p)).filter((p: any) => p.in === 'path');
  const fields = properties(bundle, body?.content?.['application/json']?.schema);
  return names.flatMap((name: string) => {
    const parameter = parameters.find((p: any) => p.name === name);
    const checks =
      name === REQUEST_BODY && body
        ? checksAt(owner, body, 'model', name)
        : parameter
          ? checksAt(owner, parameter, 'path', name)
          : fields.has(name)
            ? checksAt(owner, fields.get(name)!, 'field', name)
            : customChecks.has(name)
              ? [{ kind: 'custom' as const, name }]
              : undefined;
    if (!checks) throw new Error(`${owner}: ${CHECKS} names '${name}', which is no input nor hand-written check`);
    if (!checks.length) throw new Error(`${owner}: ${CHECKS} names '${name}', which carries no check`);
    const unknown = checks.find((check) => check.kind === 'custom' && !customChecks.has(check.name));
    if (unknown) throw new Error(`${owner}: ${CHECK} '${(unknown as { name: string }).name}' is exported by no module of src/validation/`);
    return checks;
  });
}

/** Which module of `src/validation/` exports each hand-written check (a name must be exported once). */
export function customCheckModules(root: string): Map<string, string> {
  const modules = new Map<string, string>();
  const dir = `${root}src/validation`;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    for (const [, name] of readFileSync(`${dir}/${file}`, 'utf8').matchAll(/^export const (\w+)\b/gm)) {
      if (modules.has(name!)) throw new Error(`${name} is exported by ${modules.get(name!)} and ${file}`);
      modules.set(name!, file.replace(/\.ts$/, ''));
    }
  }
  return modules;
}

const quote = (value: string) => JSON.stringify(value);

/** The descriptor's `checks` list: data for the contract's checks, the names of hand-written ones (imported). */
export function checksLiteral(checks: ContractCheck[]): string | undefined {
  if (!checks.length) return undefined;
  const items = checks.map((check) => {
    if (check.kind === 'custom') return check.name;
    if (check.kind === 'model') return `['model', ${quote(check.message)}]`;
    return `['${check.kind}', '${check.where}', '${check.name}', ${quote(check.message)}]`;
  });
  return `checks: [${items.join(', ')}]`;
}
