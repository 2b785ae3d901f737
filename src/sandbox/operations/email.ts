/**
 * The e-mail area's SMTP servers, per account: list, create (the client's defaults for what is left out),
 * update, rename, change one property, delete and make the default. The `/{accountId}` variants act on
 * that account's servers, the others on the keys' own account; a server of another account is not found.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  accountOf,
  freeName,
  makeDefault,
  ofAccount,
  optivoAccountView,
  rowOf,
  SMTP_DEFAULTS,
  type SmtpServerRecord,
  smtpServerView,
} from '../records/email.js';
import { givenFields, smtpField, withProperty } from '../records/email-smtp.js';
import { integerParam } from './params.js';

type Schemas = components['schemas'];
type Params = Readonly<Record<string, string>>;

const KIND = 'SMTP server';
const A_KIND = 'an SMTP server';

export function smtpServerHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const table = () => store.smtpServers;
  const serverOf = (accountId: number, id: unknown, field = 'serverId') => rowOf(table(), accountId, id, KIND, field);
  const list = (params: Params) => reply.ok(ofAccount(table(), accountOf(store, params.accountId)).map(smtpServerView));

  const create = (params: Params, body: Schemas['EmailSmtpServerInput'] | undefined) => {
    const accountId = accountOf(store, params.accountId);
    const name = freeName(table(), accountId, body?.name, A_KIND, 'name');
    const blank: SmtpServerRecord = {
      id: table().nextId(),
      name,
      accountId,
      ...SMTP_DEFAULTS,
      serverUrl: null,
      serverUser: null,
      protocol: null,
      maxConnections: null,
      isOptivoSmtp: false,
      optivoMailingId: null,
      optivoSendingDomain: null,
      shutdownAfterSend: false,
      serverKey: null,
      // The account's first server is its default.
      isDefault: ofAccount(table(), accountId).length === 0,
    };
    const server = table().insert(givenFields(body, blank));
    if (body?.isDefault === true) makeDefault(table(), accountId, server.id);
    return reply.ok(smtpServerView(table().get(server.id)!));
  };

  const update = (params: Params, body: Schemas['EmailSmtpServerInput'] | undefined) => {
    const accountId = accountOf(store, params.accountId);
    const server = serverOf(accountId, body?.id, 'id');
    const name = body?.name == null ? server.name : freeName(table(), accountId, body.name, A_KIND, 'name', server.id);
    table().replace({ ...givenFields(body, server), name });
    if (body?.isDefault === true) makeDefault(table(), accountId, server.id);
    return reply.ok(true);
  };

  const rename = (params: Params, body: Schemas['EmailRenameModel'] | undefined) => {
    const accountId = accountOf(store, params.accountId);
    const server = serverOf(accountId, body?.serverId ?? body?.id);
    const name = freeName(table(), accountId, body?.newName ?? body?.name, A_KIND, 'newName', server.id);
    table().replace({ ...server, name });
    return reply.ok(true);
  };

  const updateProperty = (params: Params, body: Schemas['EmailSmtpServerPropertyUpdate'] | undefined) => {
    const accountId = accountOf(store, params.accountId);
    const server = serverOf(accountId, body?.serverId ?? body?.id);
    const value = body?.propertyValue !== undefined ? body.propertyValue : body?.value;
    const [field] = smtpField(body?.propertyName);
    if (field === 'name') table().replace({ ...server, name: freeName(table(), accountId, value, A_KIND, 'propertyValue', server.id) });
    else table().replace(withProperty(server, field, value));
    return reply.ok(true);
  };

  const remove = (params: Params) => {
    const server = serverOf(accountOf(store, params.accountId), integerParam(params.serverId, 'serverId'));
    return reply.ok(table().delete(server.id));
  };

  const setDefault = (params: Params) => {
    const accountId = accountOf(store, params.accountId);
    makeDefault(table(), accountId, serverOf(accountId, integerParam(params.serverId, 'serverId')).id);
    return reply.ok(true);
  };

  return {
    emailSmtpServersGet: ({ params }) => list(params),
    emailSmtpServersGetForAccount: ({ params }) => list(params),
    emailSmtpServersCreate: ({ params, body }) => create(params, body),
    emailSmtpServersCreateForAccount: ({ params, body }) => create(params, body),
    emailSmtpServersUpdate: ({ params, body }) => update(params, body),
    emailSmtpServersUpdateForAccount: ({ params, body }) => update(params, body),
    emailSmtpServersRename: ({ params, body }) => rename(params, body),
    emailSmtpServersRenameForAccount: ({ params, body }) => rename(params, body),
    emailSmtpServersUpdateProperty: ({ params, body }) => updateProperty(params, body),
    emailSmtpServersUpdatePropertyForAccount: ({ params, body }) => updateProperty(params, body),
    emailSmtpServersDelete: ({ params }) => remove(params),
    emailSmtpServersDeleteForAccount: ({ params }) => remove(params),
    emailSmtpServersDefault: ({ params }) => setDefault(params),
    emailSmtpServersDefaultForAccount: ({ params }) => setDefault(params),
    emailSmtpServersAndOptivoAccounts: () =>
      reply.ok({
        smtpServers: ofAccount(table(), accountOf(store, undefined)).map(smtpServerView),
        optivoAccounts: ofAccount(store.optivoAccounts, accountOf(store, undefined)).map(optivoAccountView),
      }),
  };
}
