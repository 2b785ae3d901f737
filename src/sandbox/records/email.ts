/**
 * The e-mail area's records: SMTP servers and external mailing (optivo) accounts, kept per account, and
 * the account's unsubscribed addresses and sent single mails. Replies never show a server's password.
 */
import type { components } from '../../../generated/schema.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from '../demo-data/shared-names.js';
import { integerParam } from '../operations/params.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore, Table } from '../store/index.js';

type Schemas = components['schemas'];

/** An SMTP server of an account; exactly one server of an account with servers is its default. */
export type SmtpServerRecord = Schemas['EmailSmtpServer'] & { id: number; name: string; accountId: number; isDefault: boolean };
export type OptivoAccountRecord = Schemas['EmailOptivoAccount'] & { id: number; name: string; accountId: number; isDefault: boolean };
/** An unsubscribed mail address of an account. */
export type UnsubscriberRecord = {
  id: number;
  accountId: number;
  emailAddress: string;
  unsubscribedOn: string;
  campaignId: number | null;
};
/** A campaign mail sent to one contact by the send single call, with the addresses it went from and to. */
export type SentMailRecord = {
  id: number;
  accountId: number;
  campaignId: number;
  customerId: number;
  pageName: string;
  sentOn: string;
  fromAddress: string;
  toAddress: string;
};

/** The SMTP defaults of the platform's client (spec 002 §9). */
export const SMTP_DEFAULTS = { heloDomain: 'localhost', timeout: 120, port: 25 } as const;

export const smtpServerView = ({ serverPwd: _pwd, sendWithAdminKeys: _keys, ...server }: SmtpServerRecord): Schemas['EmailSmtpServer'] =>
  structuredClone(server);
export const optivoAccountView = ({ sendWithAdminKeys: _keys, ...account }: OptivoAccountRecord): Schemas['EmailOptivoAccount'] =>
  structuredClone(account);
export const unsubscriberView = ({ accountId: _account, ...row }: UnsubscriberRecord): Schemas['ContactUnsubscriber'] => ({ ...row });

/**
 * The account a call acts on: the keys' own without an id, else the id given, which must name an account
 * of the platform (the demo accounts, or one the accounts area keeps in the store).
 */
export function accountOf(store: SandboxStore, value: string | number | null | undefined): number {
  if (value === undefined || value === null || value === '') return DEMO_ACCOUNT_ID;
  const id = typeof value === 'number' ? value : integerParam(value, 'accountId');
  const kept = (store as unknown as { accounts?: { get?: (id: number) => unknown } }).accounts;
  const known = DEMO_ACCOUNTS.some((account) => account.accountId === id) || kept?.get?.(id) !== undefined;
  if (!known) throw new SandboxRefusal(`There is no account with id '${quoted(value)}'.`);
  return id;
}

interface AccountRow {
  id: number;
  accountId: number;
}
type NamedRow = AccountRow & { name: string };

/** The rows of one account, in id order. */
export const ofAccount = <T extends AccountRow>(table: Table<T>, accountId: number): T[] =>
  table.all().filter((row) => row.accountId === accountId);

/** The row with this id in the account; refused (in the kind's words) when there is none. */
export function rowOf<T extends NamedRow>(table: Table<T>, accountId: number, id: unknown, kind: string, field: string): T {
  given(id, field);
  const row = typeof id === 'number' ? table.get(id) : undefined;
  if (!row || row.accountId !== accountId) throw new SandboxRefusal(`There is no ${kind} with id '${quoted(id)}'.`);
  return row;
}

/** A name for a row of the account: given, trimmed, and not another row's (letter case aside). */
export function freeName<T extends NamedRow>(
  table: Table<T>,
  accountId: number,
  name: unknown,
  kind: string,
  field: string,
  self?: number,
) {
  const text = typeof name === 'string' ? name.trim() : '';
  given(text, field);
  const lower = text.toLowerCase();
  if (ofAccount(table, accountId).some((row) => row.id !== self && row.name.toLowerCase() === lower))
    throw new SandboxRefusal(`There is already ${kind} named '${text}'.`);
  return text;
}

/** Makes `id` the account's only default row (every other row of the account loses the flag). */
export function makeDefault<T extends NamedRow & { isDefault: boolean }>(table: Table<T>, accountId: number, id: number): void {
  for (const row of ofAccount(table, accountId)) {
    const isDefault = row.id === id;
    if (row.isDefault !== isDefault) table.replace({ ...row, isDefault });
  }
}
