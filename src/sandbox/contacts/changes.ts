/**
 * Writing contacts: insert with a new id, update every field, update one field, delete. Only editable
 * columns are taken from the caller; the id, login, batch and time stamps are the sandbox's.
 */
import { NEW_CONTACT_BATCH_ID, newContact } from '../../models/contact.js';
import { transliterate } from '../../models/transliterate.js';
import type { SandboxStore } from '../store/index.js';
import type { ContactRecord } from '../store/records.js';
import { isoInstant } from '../values.js';
import { contactColumns } from './columns.js';
import { coerceColumnValue } from './coerce.js';
import { SandboxRefusal } from '../refusal.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The editable columns of `input` in stored form; unknown and read-only names are left out, as the platform does. */
function editableValues(store: SandboxStore, input: Record<string, unknown>): Partial<ContactRecord> {
  const columns = contactColumns(store.additionalColumns);
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(input)) {
    const column = columns.byName(name);
    if (column?.editable) values[column.name] = coerceColumnValue(column, input[name]);
  }
  return values as Partial<ContactRecord>;
}

const initial = (text: string | null | undefined) =>
  transliterate(text ?? '')
    .charAt(0)
    .toUpperCase();

/** A new contact from the caller's editable columns, every other column at its default; in `batchId` (the new contacts' batch unless given). */
export function insertContact(store: SandboxStore, input: unknown, now: Date, batchId: number = NEW_CONTACT_BATCH_ID): ContactRecord {
  if (!isObject(input)) throw new SandboxRefusal('No contact given.');
  const id = store.contacts.nextId();
  const values = editableValues(store, input);
  const additional = Object.fromEntries(store.additionalColumns.map((column) => [column.columnName, null]));
  const stamp = isoInstant(now);
  const contact: ContactRecord = {
    ...newContact(),
    ...additional,
    ...values,
    dsm_CustomerId: id,
    lpLogin: `${initial(values.firstName)}${initial(values.lastName)}${id}`,
    dsm_BatchId: batchId,
    createdOn: stamp,
    lastUpdate: stamp,
  };
  return store.contacts.insert(contact);
}

const customerIdOf = (value: unknown): number => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new SandboxRefusal('No customer id given.');
  return id;
};

function existing(store: SandboxStore, id: number): ContactRecord {
  const contact = store.contacts.get(id);
  if (!contact) throw new SandboxRefusal(`There is no contact with customer id ${id}.`);
  return contact;
}

export function updateContact(store: SandboxStore, input: unknown, now: Date): void {
  if (!isObject(input)) throw new SandboxRefusal('No contact given.');
  const contact = existing(store, customerIdOf(input.dsm_CustomerId ?? input.dsm_CustomerID));
  store.contacts.replace({ ...contact, ...editableValues(store, input), lastUpdate: isoInstant(now) });
}

export function updateContactField(store: SandboxStore, input: unknown, now: Date): void {
  if (!isObject(input)) throw new SandboxRefusal('No field update given.');
  const contact = existing(store, customerIdOf(input.customerId));
  const column = contactColumns(store.additionalColumns).byName(String(input.fieldName ?? ''));
  if (!column) throw new SandboxRefusal(`Invalid column name '${String(input.fieldName ?? '')}'.`);
  if (!column.editable) throw new SandboxRefusal(`The column '${column.name}' is read-only.`);
  store.contacts.replace({ ...contact, [column.name]: coerceColumnValue(column, input.value), lastUpdate: isoInstant(now) });
}

/** Deletes all the listed contacts, or none when one of them does not exist. */
export function deleteContacts(store: SandboxStore, ids: unknown): void {
  if (!Array.isArray(ids) || ids.length === 0) throw new SandboxRefusal('No customer ids given.');
  const wanted = ids.map(customerIdOf);
  const missing = wanted.filter((id) => !store.contacts.get(id));
  if (missing.length > 0)
    throw new SandboxRefusal(`Unable to delete records: there is no contact with customer id ${missing.join(', ')}.`, missing);
  for (const id of wanted) store.contacts.delete(id);
}
