/**
 * The long jobs as the contract describes them: `x-dsm-job` on the operation that starts a job (or on its
 * status operation when an upload starts it) and `x-dsm-job-fields` on the status schema, read and checked
 * into one {@link JobSpec} per job. A name that is no operation, field or enumeration member fails the generate.
 */
import type { ContractOperation } from './contract.js';
import { refName, resolve } from './contract.js';

export const JOB = 'x-dsm-job';
export const JOB_FIELDS = 'x-dsm-job-fields';

type Schema = Record<string, any>;

/** Where the id travels in the status call: one input (`name`) or several (`names`: the id's key to the input's name). */
export interface IdPlace {
  readonly in: 'path' | 'body';
  readonly name?: string;
  readonly names?: Readonly<Record<string, string>>;
  /** Fixed inputs the status call sends beside the id (the status type that names the job). */
  readonly with?: Readonly<Record<string, unknown>>;
}

/** A field's role with the schema of its values: `state`, `step` and `outcome` name an enumeration. */
export interface FieldRole {
  readonly field: string;
  readonly schema?: string;
}

export interface JobSpec {
  readonly name: string;
  /** The operation that starts the job; absent when an upload starts it. */
  readonly start?: ContractOperation;
  readonly status: ContractOperation;
  readonly id: IdPlace;
  /** Where the start finds the id: `result`, `result.<field>`, `path.<name>`, or one of these per key of the id. */
  readonly from?: string | Readonly<Record<string, string>>;
  /** The start's answer starts a job only when its `field` is this member of its enumeration. */
  readonly accept?: { readonly field: string; readonly value: number; readonly schema: string };
  readonly poll: { intervalMs: number; toleratedFailures: number; intervalFrom: 'platform' | 'sdk'; toleranceFrom: 'platform' | 'sdk' };
  /** The hand-written reader (src/jobs/readers/) and decision answer (in src/jobs/decisions) the job names, if any. */
  readonly read?: string;
  readonly answer?: string;
  readonly statusSchema: string;
  readonly fields: Readonly<Record<string, any>>;
  readonly roles: { state?: FieldRole; step?: FieldRole & { done?: string }; outcome?: FieldRole };
}

/** The schema of the status a status operation answers (its envelope's `responseObject`). */
export function statusSchemaName(bundle: Schema, op: ContractOperation): string {
  const reply = resolve(bundle, op.raw.responses?.['200']);
  const parts: any[] = reply?.content?.['application/json']?.schema?.allOf ?? [];
  const name = refName(parts.find((part) => part.properties?.responseObject)?.properties.responseObject);
  if (!name) throw new Error(`${op.operationId}: ${JOB} needs a status reply with a named responseObject schema`);
  return name;
}

/** The enumeration schema of a role: its own `schema`, else the field's `$ref` (in an anyOf, the member with state rules). */
function roleOf(bundle: Schema, status: Schema, statusName: string, role: unknown): FieldRole | undefined {
  if (role === undefined) return undefined;
  const { field, schema, ...rest } = typeof role === 'string' ? { field: role } : (role as { field: string; schema?: string });
  const property = (status.perIdEntry ?? status).properties?.[field];
  if (!property) throw new Error(`${statusName}: ${JOB_FIELDS} names the field '${field}', which the schema lacks`);
  const ruled = (property.anyOf ?? []).map(refName).find((name: string) => bundle.components.schemas[name]?.['x-dsm-job-states']);
  const name = schema ?? refName(property) ?? ruled;
  if (name && !bundle.components.schemas[name]) throw new Error(`${statusName}: ${JOB_FIELDS} names no schema '${name}'`);
  return { field, ...(name ? { schema: name } : {}), ...rest };
}

/** The value of an enumeration member named by its `x-enum-varnames` name. */
export function memberValue(schema: Schema, name: string, where: string): number | string {
  const index = (schema['x-enum-varnames'] ?? []).indexOf(name);
  if (index < 0) throw new Error(`${where}: '${name}' is no member of the enumeration`);
  return schema.enum[index];
}

const POLL_KEYS = ['intervalMs', 'toleratedFailures', 'intervalFrom', 'toleranceFrom'];
const JOB_KEYS = ['name', 'status', 'id', 'from', 'accept', 'poll', 'read', 'answer'];

function checkedPoll(name: string, poll: any): JobSpec['poll'] {
  if (typeof poll !== 'object' || poll === null) throw new Error(`${name}: ${JOB}.poll is missing`);
  for (const key of Object.keys(poll)) if (!POLL_KEYS.includes(key)) throw new Error(`${name}: ${JOB}.poll has an unknown field '${key}'`);
  const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  if (!count(poll.intervalMs) || !count(poll.toleratedFailures))
    throw new Error(`${name}: ${JOB}.poll needs intervalMs and toleratedFailures`);
  const source = (value: unknown) => (value === 'platform' ? 'platform' : value === undefined || value === 'sdk' ? 'sdk' : undefined);
  const intervalFrom = source(poll.intervalFrom);
  const toleranceFrom = source(poll.toleranceFrom);
  if (!intervalFrom || !toleranceFrom) throw new Error(`${name}: ${JOB}.poll's sources are 'platform' or 'sdk'`);
  return { intervalMs: poll.intervalMs, toleratedFailures: poll.toleratedFailures, intervalFrom, toleranceFrom };
}

/** Every job of the contract, in the order of their names. */
export function jobSpecs(bundle: Schema, operations: readonly ContractOperation[]): JobSpec[] {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const specs = operations
    .filter((op) => op.raw[JOB])
    .map((host): JobSpec => {
      const job = host.raw[JOB];
      const name = job.name;
      if (typeof name !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(name))
        throw new Error(`${host.operationId}: ${JOB}.name is no camelCase name`);
      for (const key of Object.keys(job)) if (!JOB_KEYS.includes(key)) throw new Error(`${name}: ${JOB} has an unknown field '${key}'`);
      const status = byId.get(job.status);
      if (!status) throw new Error(`${name}: ${JOB}.status names no operation '${job.status}'`);
      const start = host === status ? undefined : host;
      if (start && job.from === undefined) throw new Error(`${name}: a started job says where its id is (${JOB}.from)`);
      const statusName = statusSchemaName(bundle, status);
      const statusSchema = bundle.components.schemas[statusName];
      const fields = statusSchema[JOB_FIELDS];
      if (!fields) throw new Error(`${statusName}: the status of '${name}' has no ${JOB_FIELDS}`);
      const entry = fields.perId ? resolve(bundle, statusSchema.additionalProperties) : statusSchema;
      const withEntry = { ...statusSchema, perIdEntry: fields.perId ? entry : undefined };
      for (const field of [fields.result ?? []].flat()) {
        const types = [entry.properties?.[field]?.type].flat();
        if (!types.includes('null'))
          throw new Error(
            `${statusName}: ${JOB_FIELDS}.result names '${field}', which is not nullable (it is empty until the job is done)`,
          );
      }
      const roles = {
        state: roleOf(bundle, withEntry, statusName, fields.state),
        step: roleOf(bundle, withEntry, statusName, fields.step),
        outcome: roleOf(bundle, withEntry, statusName, fields.outcome),
      };
      return {
        name,
        start,
        status,
        id: checkedId(name, job.id),
        ...(job.from !== undefined && { from: job.from }),
        ...(job.accept && { accept: acceptOf(bundle, name, start, job.accept) }),
        poll: checkedPoll(name, job.poll),
        ...(job.read && { read: job.read }),
        ...(job.answer && { answer: job.answer }),
        statusSchema: statusName,
        fields,
        roles,
      };
    });
  const names = specs.map((spec) => spec.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length) throw new Error(`${JOB}: the names ${twice.join(', ')} are used twice`);
  return specs.sort((a, b) => a.name.localeCompare(b.name));
}

function checkedId(name: string, id: any): IdPlace {
  if (id?.in !== 'path' && id?.in !== 'body') throw new Error(`${name}: ${JOB}.id.in is 'path' or 'body'`);
  if ((typeof id.name === 'string') === (typeof id.names === 'object')) throw new Error(`${name}: ${JOB}.id has a name or names`);
  return id;
}

function acceptOf(bundle: Schema, name: string, start: ContractOperation | undefined, accept: any): JobSpec['accept'] {
  if (!start) throw new Error(`${name}: only a start is accepted (${JOB}.accept)`);
  const reply = resolve(bundle, resolve(bundle, bundle.components.schemas[statusSchemaName(bundle, start)])?.properties?.[accept.field]);
  const schema = refName(bundle.components.schemas[statusSchemaName(bundle, start)]?.properties?.[accept.field]);
  if (!schema || !reply?.enum) throw new Error(`${name}: ${JOB}.accept.field names no enumerated field of the start's answer`);
  return { field: accept.field, value: memberValue(reply, accept.equals, `${name}: ${JOB}.accept`) as number, schema };
}
