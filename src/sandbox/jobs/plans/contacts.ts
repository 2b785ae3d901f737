/**
 * Contact imports: a list import adds the contacts it was given, an import from a URL the rows of the
 * file it downloads (the sandbox makes them up like its demo data: it reaches no network; a file holds
 * names, addresses and ways to reach people). Both store each as a whole contact, as an insert does (new
 * id, login, time stamps, the select columns, `doubleOptIn` and every other column at its default), in
 * the batch they name, created when new, and count them in the status (`current` of `max`).
 */
import { NEW_CONTACT_BATCH_ID } from '../../../models/contact.js';
import { demoContact } from '../../demo-data/contacts.js';
import { seededRandom } from '../../demo-data/random.js';
import type { ContactRecord } from '../../store/index.js';
import { insertContact } from '../../contacts/changes.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

/** Rows of a file imported from a URL. */
export const ROWS_PER_DOWNLOADED_FILE = 24;

interface ImportFields {
  batchName?: string | null;
  contacts?: unknown[];
  url?: string;
}

const fieldsOf = (body: unknown): ImportFields => (typeof body === 'object' && body !== null ? (body as ImportFields) : {});

/** The id of the batch named `name`, created when new; undefined without a name. */
function batchIdOf(runs: JobRuns, name: string | null | undefined): number | undefined {
  if (!name) return undefined;
  const { batches } = runs.context.store;
  const existing = batches.all().find((batch) => batch.name === name);
  return existing ? existing.id : batches.insert({ id: batches.nextId(), name }).id;
}

/** A plan that inserts `rows` as contacts when done, in the batch named. */
function importPlan(
  runs: JobRuns,
  batchName: string | null | undefined,
  count: number,
  rows: (firstId: number) => Array<Partial<ContactRecord>>,
): RunPlan {
  return {
    total: count,
    complete() {
      const { store } = runs.context;
      const batchId = batchIdOf(runs, batchName) ?? NEW_CONTACT_BATCH_ID;
      const now = runs.context.now();
      for (const row of rows(store.contacts.nextId())) insertContact(store, row, now, batchId);
    },
  };
}

/** The contacts of the request, without ids of their own (the store gives new ones). */
export function contactImportPlan(runs: JobRuns, body: unknown): RunPlan {
  const { batchName, contacts = [] } = fieldsOf(body);
  const rows = contacts
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row))
    .map(({ dsm_CustomerId: _ignored, ...row }) => row as Partial<ContactRecord>);
  return importPlan(runs, batchName, rows.length, () => rows);
}

/** The columns of a downloaded file: a person's name, address and ways to reach them; every other column stays at its default. */
const FILE_COLUMNS = [
  'salutation',
  'firstName',
  'lastName',
  'gender',
  'eMail',
  'street1',
  'zipCode',
  'city',
  'country',
  'phone',
  'companyName',
] as const;

/** The downloaded file's rows: people like those of the demo data, the same ones for the same file. */
export function contactImportFromUrlPlan(runs: JobRuns, body: unknown): RunPlan {
  const { batchName, url = '' } = fieldsOf(body);
  const random = seededRandom([...url].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7));
  return importPlan(runs, batchName, ROWS_PER_DOWNLOADED_FILE, (firstId) =>
    Array.from({ length: ROWS_PER_DOWNLOADED_FILE }, (_, index) => {
      const contact = demoContact(random, firstId + index, [NEW_CONTACT_BATCH_ID]);
      return Object.fromEntries(FILE_COLUMNS.map((column) => [column, contact[column]])) as Partial<ContactRecord>;
    }),
  );
}
