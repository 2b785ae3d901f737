/**
 * The admin tools (/api/admin): admin key pairs, account ids and key pairs, the server log, the mail
 * log of a campaign or of the account, public settings and key/values, single sign-on and the system id.
 * The statistics job is run by the job handlers.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { LOG_SOURCES, PUBLIC_SERVER_SETTINGS, SYSTEM_ID } from '../demo-data/accounts.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { accountById, type AccountRecord, digest, givenText } from '../records/accounts.js';
import { logEntriesOf, logRecords } from '../records/admin-logs.js';
import { campaignById } from '../records/campaigns.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import { SANDBOX_DEMO_KEYS } from '../defaults.js';

type AdminAccountToken = components['schemas']['AdminAccountToken'];

/** The key pair of an account: the sandbox's own keys for the demo account, derived ones for the others. */
export function accountToken({ id }: AccountRecord): AdminAccountToken {
  if (id === DEMO_ACCOUNT_ID)
    return { accountId: id, publicKey: SANDBOX_DEMO_KEYS.publicKey, privateKey: SANDBOX_DEMO_KEYS.privateKey, isAdmin: false };
  return {
    accountId: id,
    publicKey: `pk-${id}-${digest(`public ${id}`, 8)}`,
    privateKey: `sk-${id}-${digest(`private ${id}`)}`,
    isAdmin: false,
  };
}

/** At most this many mail log entries (the call's name says 50). */
const LOG_ENTRY_COUNT = 50;

export function adminHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const adminTokenByName = (name: string) => store.adminTokens.all().find((row) => row.name.toLowerCase() === name.toLowerCase());
  const newestFirst = (entries: ReturnType<typeof logEntriesOf>) =>
    [...entries].sort((a, b) => (a.lastUpdate! < b.lastUpdate! ? 1 : -1)).slice(0, LOG_ENTRY_COUNT);

  return {
    adminGetAllAdminTokens: () => reply.ok(store.adminTokens.all().map(({ publicKey, privateKey }) => ({ publicKey, privateKey }))),
    adminCreateServerAdminAccount: ({ params }) => {
      const name = givenText(params.name, 'name');
      if (adminTokenByName(name)) throw new SandboxRefusal(`There is already a server admin account named '${name}'.`);
      const id = store.adminTokens.nextId();
      const token = {
        id,
        name,
        publicKey: `apk-${digest(`admin ${id} ${name}`)}`,
        privateKey: `ask-${digest(`secret ${id} ${name}`, 16)}`,
      };
      store.adminTokens.insert(token);
      return reply.ok({ publicKey: token.publicKey, privateKey: token.privateKey });
    },
    adminDeleteAdminToken: ({ body }) => {
      const publicKey = givenText(body?.publicKey, 'publicKey');
      const privateKey = givenText(body?.privateKey, 'privateKey');
      const token = store.adminTokens.all().find((row) => row.publicKey === publicKey && row.privateKey === privateKey);
      if (!token) throw new SandboxRefusal(`There is no admin token with public key '${quoted(publicKey)}'.`);
      return reply.ok(store.adminTokens.delete(token.id));
    },
    adminGetAllAccountIds: () => reply.ok(store.accounts.all().map((account) => account.id)),
    adminGetAllTokens: () => reply.ok([accountToken(accountById(store, DEMO_ACCOUNT_ID))]),
    adminGetAllTokensForAccount: ({ params }) => reply.ok([accountToken(accountById(store, params.accountId))]),
    adminLoggingSources: () => reply.ok([...LOG_SOURCES]),
    adminLoggingGetAll: ({ body }) => {
      const source = body?.source?.toLowerCase();
      const from = body?.from ? Date.parse(body.from) : -Infinity;
      const to = body?.to ? Date.parse(body.to) : Infinity;
      const start = body?.start ?? 0;
      const size = body?.size ?? 50;
      const selected = logRecords(store).filter((record) => {
        const at = Date.parse(record.timestamp);
        return (!source || record.source.toLowerCase() === source) && at >= from && at <= to;
      });
      return reply.ok(selected.slice(start, start + size));
    },
    adminServerSettings: () => reply.ok({ ...PUBLIC_SERVER_SETTINGS, ...store.server.settings }),
    adminGetKeyValues: () => reply.ok(store.server.keyValues.map((entry) => ({ ...entry }))),
    adminGet50LogEntriesByCampaign: ({ params }) => {
      const id = params.campaignId ?? '';
      if (!/^-?\d+$/.test(id)) throw new SandboxRefusal("Parameter 'campaignId' is not an integer.");
      const campaign = campaignById(store, Number(id), 'campaignId');
      return reply.ok(newestFirst(logEntriesOf(campaign)));
    },
    adminGet50LogEntriesByAccount: () => reply.ok(newestFirst(store.campaigns.all().flatMap(logEntriesOf))),
    adminSso: ({ body }) => {
      const value = given(body?.value, 'ssoToken');
      const token = store.oneTimeTokens.all().find((row) => row.token === value);
      if (!token || Date.parse(token.expiresOn) < now().getTime()) throw new SandboxRefusal('The single sign-on token is not valid.');
      // A token signs in once.
      store.oneTimeTokens.delete(token.id);
      const login = token.loginId !== null ? store.dashboardLogins.get(token.loginId) : undefined;
      const { publicKey, privateKey } = accountToken(accountById(store, DEMO_ACCOUNT_ID));
      return reply.ok({ accountId: DEMO_ACCOUNT_ID, userName: login?.login ?? 'erika.mustermann', publicKey, privateKey });
    },
    adminSystemId: () => reply.ok(SYSTEM_ID),
    adminRecycle: () => reply.ok(true),
    adminGcCollect: () => reply.ok(true),
    adminGcCompactCollect: () => reply.ok(true),
  };
}
