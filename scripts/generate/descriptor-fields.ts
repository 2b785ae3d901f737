/**
 * What one operation's descriptor says beyond method and path, read from the contract: the types of its
 * path values, the resource names whose markers the transport writes, whether it honours the admin flag,
 * whether it is for system admins only, and the path segment sent only above 0.
 */
import { resolve, type ContractOperation } from './contract.js';

export type Bundle = Record<string, any>;

export function pathValueTypes(bundle: Bundle, op: ContractOperation): Record<string, string> {
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
export function resourceNames(bundle: Bundle, op: ContractOperation): Record<string, string> {
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
export function honoursAdminFlag(bundle: Bundle, op: ContractOperation): boolean {
  const flag = op.raw[ADMIN_FLAG];
  if (flag !== undefined && flag !== 'ignored') throw new Error(`${op.operationId}: ${ADMIN_FLAG} can only be 'ignored'`);
  return op.method === 'post' && flag === undefined && modelHasProperty(bundle, requestSchema(bundle, op), 'sendWithAdminKeys');
}

const ACCESS = 'x-dsm-access';

/**
 * `x-dsm-access: system-admin`: an operation only a system admin may call, signed with the admin key pair
 * (the descriptor's `adminOnly`). An unsigned operation carries no keys, so it cannot be marked.
 */
export function systemAdminOnly(op: ContractOperation): boolean {
  const access = op.raw[ACCESS];
  if (access === undefined) return false;
  if (access !== 'system-admin') throw new Error(`${op.operationId}: ${ACCESS} can only be 'system-admin'`);
  if (!op.signed) throw new Error(`${op.operationId}: ${ACCESS} on an unsigned operation (security: [])`);
  return true;
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
const ONLY_ABOVE_ZERO = 'x-dsm-only-above-zero';

/** The descriptor field of a path segment sent only above 0: the parameter and the path of the operation without it. */
export function onlyAboveZero(bundle: Bundle, op: ContractOperation): string | undefined {
  const parameter = (op.raw.parameters ?? []).map((p: unknown) => resolve(bundle, p)).find((p: any) => p?.[ONLY_ABOVE_ZERO]);
  if (!parameter) return undefined;
  const otherwise = parameter[ONLY_ABOVE_ZERO];
  const path = Object.entries<Record<string, any>>(bundle.paths).find(([, item]) =>
    Object.values(item).some((method) => method?.operationId === otherwise),
  )?.[0];
  if (!path) throw new Error(`${op.operationId}: ${ONLY_ABOVE_ZERO} names no operation '${otherwise}'`);
  return `onlyAboveZero: /* @__PURE__ */ onlyAboveZero('${parameter.name}', '${path}')`;
}

export function requestSchema(bundle: Bundle, op: ContractOperation): unknown {
  if (!op.raw.requestBody) return undefined;
  return resolve(bundle, op.raw.requestBody).content?.['application/json']?.schema;
}
