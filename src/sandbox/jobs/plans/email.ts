/**
 * The e-mail area's jobs over the store: an unsubscriber import adds its addresses when done (at once with
 * `importSync`) and its done status counts them; an unsubscriber export writes the account's list to a file
 * in the format asked for (csv by default). Both act on the path's account, else the body's (admin keys),
 * else the keys' own.
 */
import { accountOf } from '../../records/email.js';
import { addressesOf, addUnsubscribers, type AddOutcome } from '../../records/email-unsubscribers.js';
import { SandboxRefusal } from '../../refusal.js';
import type { SandboxStore } from '../../store/index.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

/** Where the sandbox says its export files are. */
export const EXPORT_BASE_URL = 'https://demo.example.com/exports';
export const EXPORT_FORMATS = ['csv', 'xls', 'xlsx'] as const;

type Params = Readonly<Record<string, string>>;
type Fields = { accountId?: number | null; importSync?: boolean | null; format?: string | null };

export const fieldsOf = (body: unknown): Fields => (typeof body === 'object' && body !== null ? (body as Fields) : {});

export const accountOfCall = (store: SandboxStore, params: Params, body: unknown) =>
  accountOf(store, params.accountId ?? fieldsOf(body).accountId);

/** The export's format: csv unless given; refused when it is none of csv, xls and xlsx. */
export function exportFormat(format: string | null | undefined): string {
  const text = (format ?? '').trim().toLowerCase() || 'csv';
  if (!(EXPORT_FORMATS as readonly string[]).includes(text))
    throw new SandboxRefusal(`Unknown export format '${format}'. Use csv, xls or xlsx.`);
  return text;
}

/** The file of an export: its kind, the account, the day and the format. */
export const exportFileUrl = (kind: string, accountId: number, now: Date, format: string) =>
  `${EXPORT_BASE_URL}/${kind}-${accountId}-${now.toISOString().slice(0, 10)}.${format}`;

export function unsubscriberImportPlan(runs: JobRuns, body: unknown, params: Params): RunPlan {
  const { store } = runs.context;
  const accountId = accountOfCall(store, params, body);
  const addresses = addressesOf(body as never);
  if (addresses.length === 0) throw new SandboxRefusal("No 'unsubscribers' parameter provided.");
  const add = () => addUnsubscribers(store, accountId, addresses, runs.context.now());
  let outcome: AddOutcome | undefined = fieldsOf(body).importSync === true ? add() : undefined;
  return {
    total: addresses.length,
    complete() {
      outcome ??= add();
    },
    result: () => ({ importedCount: outcome?.importedCount ?? 0, failedCount: outcome?.failedCount ?? 0 }),
  };
}

export function unsubscriberExportPlan(runs: JobRuns, body: unknown, params: Params): RunPlan {
  const accountId = accountOfCall(runs.context.store, params, body);
  const format = exportFormat(fieldsOf(body).format);
  const now = runs.context.now();
  return { result: () => ({ fileUrl: exportFileUrl('unsubscribers', accountId, now, format) }) };
}
