/**
 * Events and button actions of a data relation. An event is kept with the relation (the debug data
 * shows them); a button action that names a column sets it in the record its parameters name (by
 * `recordId` or the primary column's name) and is kept as an event too.
 */
import type { components } from '../../../generated/schema.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { isoInstant } from '../values.js';
import {
  DEFAULT_PRIMARY_COLUMN,
  type DataRelationEventRecord,
  type DataRelationRecord,
  noRecord,
  primaryIndex,
  rowsById,
  saveRelation,
} from './data-relations.js';
import { writable } from './data-relations-rows.js';

type Event = components['schemas']['DataRelationEvent'];
type Result = components['schemas']['DataRelationExecutionResult'];

/** Events kept per relation: the latest ones. */
const MAX_EVENTS = 500;

function leadOf(store: SandboxStore, lead: Event['leadID']): number | null {
  if (lead === undefined || lead === null || lead === '') return null;
  const id = Number(lead);
  if (!Number.isSafeInteger(id) || !store.contacts.get(id)) throw new SandboxRefusal(`There is no contact with id '${String(lead)}'.`);
  return id;
}

function keep(store: SandboxStore, relation: DataRelationRecord, event: DataRelationEventRecord): DataRelationRecord {
  return saveRelation(store, relation, { events: [...relation.events, Object.freeze(event)].slice(-MAX_EVENTS) });
}

export function recordEvent(store: SandboxStore, relation: DataRelationRecord, event: Event | null | undefined, now: Date): void {
  const occured = event?.occuredOnUTC ? Date.parse(event.occuredOnUTC) : now.getTime();
  if (!Number.isFinite(occured)) throw new SandboxRefusal(`Invalid date '${event?.occuredOnUTC}'.`);
  keep(store, relation, {
    leadID: leadOf(store, event?.leadID),
    eventName: given(event?.eventName, 'eventName'),
    occuredOnUTC: isoInstant(occured),
    context: event?.context ?? null,
    destination: event?.destination ?? null,
    message: event?.message ?? null,
  });
}

/** The value of the parameter named `name` (any letter case), read without touching the prototype. */
function parameter(parameters: object | null | undefined, name: string): unknown {
  const entry = Object.entries(parameters ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return entry?.[1];
}

export function executeAction(
  store: SandboxStore,
  relation: DataRelationRecord,
  name: string | null | undefined,
  parameters: object | null | undefined,
  now: Date,
): Result {
  const wanted = given(name, 'buttonAction');
  const action = relation.buttonActions.find((candidate) => candidate.name.toLowerCase() === wanted.toLowerCase());
  if (!action) throw new SandboxRefusal(`There is no button action named '${wanted}' in data relation '${relation.name}'.`);
  const primary = primaryIndex(relation);
  const primaryName = relation.columns[primary]!.name;
  const id = parameter(parameters, 'recordId') ?? parameter(parameters, primaryName);
  let current = relation;
  if (action.column) {
    writable(relation);
    const row = rowsById(relation).get(String(given(id as string | undefined, 'recordId')));
    if (!row) throw noRecord(relation, id);
    const at = relation.columns.findIndex((column) => column.name === action.column);
    const changed = row.map((value, i) => (i === at ? (action.value ?? null) : value));
    current = saveRelation(store, relation, { rows: relation.rows.map((candidate) => (candidate === row ? changed : candidate)) });
  }
  keep(store, current, {
    leadID: primaryName === DEFAULT_PRIMARY_COLUMN && Number.isSafeInteger(Number(id ?? Number.NaN)) ? Number(id) : null,
    eventName: action.name,
    occuredOnUTC: isoInstant(now),
    context: relation.name,
    destination: action.column ?? null,
    message: `Button action '${action.name}' executed.`,
  });
  return { message: `Button action '${action.name}' of data relation '${relation.name}' was executed.`, reload: Boolean(action.column) };
}
