/**
 * Contact imports: a list import adds the contacts it was given, an import from a URL the rows of the
 * file it downloads (the sandbox makes them up: it reaches no network). Both add them to the batch
 * they name, which is created when it does not exist, and count them in the status (`current` of `max`).
 */
import type { ContactRecord } from '../../store/index.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

/** Rows of a file imported from a URL. */
export const ROWS_PER_DOWNLOADED_FILE = 24;

const FIRST_NAMES = ['Erika', 'Max', 'Lena', 'Jonas', 'Mia', 'Paul', 'Hanna', 'Felix'] as const;
const LAST_NAMES = ['Mustermann', 'Schmidt', 'Weber', 'Becker', 'Wagner', 'Hoffmann'] as const;
const CITIES = ['Hamburg', 'Bremen', 'Berlin', 'Köln', 'Leipzig'] as const;

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

/** A plan that adds `rows()` to the store's contacts when done, each with a new id, batch and time stamps. */
function importPlan(runs: JobRuns, batchName: string | null | undefined, rows: Array<Partial<ContactRecord>>): RunPlan {
  return {
    total: rows.length,
    complete() {
      const { contacts } = runs.context.store;
      const batchId = batchIdOf(runs, batchName);
      const now = runs.context.now().toISOString();
      for (const row of rows) {
        const batch = batchId === undefined ? {} : { dsm_BatchId: batchId };
        contacts.insert({ ...row, ...batch, dsm_CustomerId: contacts.nextId(), createdOn: now, lastUpdate: now } as ContactRecord);
      }
    },
  };
}

/** The contacts of the request, without ids of their own (the store gives new ones). */
export function contactImportPlan(runs: JobRuns, body: unknown): RunPlan {
  const { batchName, contacts = [] } = fieldsOf(body);
  const rows = contacts
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row))
    .map(({ dsm_CustomerId: _ignored, ...row }) => row as Partial<ContactRecord>);
  return importPlan(runs, batchName, rows);
}

/** The downloaded file's rows, made up the same way for the same file. */
export function contactImportFromUrlPlan(runs: JobRuns, body: unknown): RunPlan {
  const { batchName, url = '' } = fieldsOf(body);
  const seed = [...url].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const rows = Array.from({ length: ROWS_PER_DOWNLOADED_FILE }, (_, index) => {
    const firstName = FIRST_NAMES[(seed + index) % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(seed + index * 7) % LAST_NAMES.length]!;
    const localPart = `${firstName}.${lastName}.${index + 1}`.toLowerCase();
    // An address as the contract's contacts carry one: its parts, no error, and the whole.
    const eMail = { localPart, domainPart: 'example.org', errorType: 0, value: `${localPart}@example.org` } as const;
    return { firstName, lastName, eMail, city: CITIES[(seed + index * 3) % CITIES.length]! };
  });
  return importPlan(runs, batchName, rows);
}
