/**
 * The e-mail area's external mailing (optivo) accounts: list, create (also for a given account), update,
 * rename, delete and make the default. Calls by id act on the account the row belongs to; names are
 * unique within an account and one row of an account with rows is its default.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { accountOf, freeName, makeDefault, ofAccount, type OptivoAccountRecord, optivoAccountView } from '../records/email.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import { integerParam } from './params.js';

type Input = components['schemas']['EmailOptivoAccountInput'];

const KIND = 'external mailing account';
const A_KIND = 'an external mailing account';

/** The stored text of an optional field: the new value when sent, else the old one. */
const text = (value: string | null | undefined, old: string | null | undefined) => (value === undefined ? (old ?? null) : value);

export function optivoHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const table = () => store.optivoAccounts;
  const byId = (id: unknown, field = 'id'): OptivoAccountRecord => {
    given(id, field);
    const row = typeof id === 'number' ? table().get(id) : undefined;
    if (!row) throw new SandboxRefusal(`There is no ${KIND} with id '${quoted(id)}'.`);
    return row;
  };

  const create = (accountParam: string | number | null | undefined, body: Input | undefined) => {
    const accountId = accountOf(store, accountParam);
    const name = freeName(table(), accountId, body?.name, A_KIND, 'name');
    const first = ofAccount(table(), accountId).length === 0;
    const row = table().insert({
      id: table().nextId(),
      name,
      accountId,
      mailingId: body?.mailingId ?? null,
      sendingDomain: body?.sendingDomain ?? null,
      isDefault: first || body?.isDefault === true,
    });
    if (row.isDefault) makeDefault(table(), accountId, row.id);
    return reply.ok(optivoAccountView(row));
  };

  const update = (body: Input | undefined) => {
    const row = byId(body?.id);
    const name = body?.name == null ? row.name : freeName(table(), row.accountId, body.name, A_KIND, 'name', row.id);
    const isDefault = typeof body?.isDefault === 'boolean' ? body.isDefault : row.isDefault;
    table().replace({
      ...row,
      name,
      mailingId: text(body?.mailingId, row.mailingId),
      sendingDomain: text(body?.sendingDomain, row.sendingDomain),
      isDefault,
    });
    if (isDefault) makeDefault(table(), row.accountId, row.id);
    return reply.ok(true);
  };

  return {
    emailOptivoGetAll: () => reply.ok(ofAccount(table(), accountOf(store, undefined)).map(optivoAccountView)),
    emailOptivoCreate: ({ body }) => create(undefined, body),
    emailOptivoCreateForAccount: ({ params, body }) => create(params.accountId, body),
    emailOptivoUpdate: ({ body }) => update(body),
    emailOptivoRename: ({ body }) => {
      const row = byId(body?.id ?? body?.serverId);
      table().replace({ ...row, name: freeName(table(), row.accountId, body?.name ?? body?.newName, A_KIND, 'name', row.id) });
      return reply.ok(true);
    },
    emailOptivoDelete: ({ params }) => reply.ok(table().delete(byId(integerParam(params.id, 'id')).id)),
    emailOptivoDefault: ({ params }) => {
      const row = byId(integerParam(params.id, 'id'));
      makeDefault(table(), row.accountId, row.id);
      return reply.ok(true);
    },
  };
}
