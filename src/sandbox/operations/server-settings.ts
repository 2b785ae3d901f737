/**
 * The server settings (/api/serversettings and three calls under /api/admin): the settings one save
 * stores are what every read shows (also the public settings of `/api/admin/serverSettings`), the
 * key/values `getKeyValues` lists, and the server's accounts.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { SERVER_MAIL_SERVERS, SERVER_MAIL_TEMPLATES } from '../demo-data/accounts.js';
import { givenText } from '../records/accounts.js';
import { quoted, SandboxRefusal } from '../refusal.js';

type SettingsInput = components['schemas']['ServerSettingsInput'];

/** Key/value entries the server keeps at most (every request grows the list by one at most). */
const MAX_KEY_VALUES = 1000;

export function serverSettingsHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const save = (input: SettingsInput | undefined) => {
    if (!input) throw new SandboxRefusal('No params provided.');
    const { sendWithAdminKeys: _signing, ...settings } = input;
    const mailServer = settings.defaultMailServerId;
    if (mailServer != null && !SERVER_MAIL_SERVERS.some((server) => server.id === mailServer))
      throw new SandboxRefusal(`There is no mail server with id '${quoted(mailServer)}'.`);
    const template = settings.passwordResetMailTemplate;
    if (template != null && !SERVER_MAIL_TEMPLATES.some((name) => name === template))
      throw new SandboxRefusal(`There is no mail template named '${quoted(template)}'.`);
    // Fields left out keep their value.
    const defined = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
    store.server = { ...store.server, settings: { ...store.server.settings, ...defined } };
    return reply.ok(true);
  };

  return {
    serverSettingsGetMailServers: () => reply.ok(SERVER_MAIL_SERVERS.map((server) => ({ ...server }))),
    serverSettingsAvailableMailTemplates: () => reply.ok([...SERVER_MAIL_TEMPLATES]),
    serverSettingsGetSettings: () => reply.ok({ ...store.server.settings }),
    serverSettingsSaveSettings: ({ body }) => save(body),
    serverSettingsSetServerSettings: ({ body }) => save(body),
    serverSettingsSetKeyValue: ({ body }) => {
      const key = givenText(body?.key, 'key');
      const value = body?.value ?? null;
      const others = store.server.keyValues.filter((entry) => entry.key.toLowerCase() !== key.toLowerCase());
      const had = others.length < store.server.keyValues.length;
      if (!had && others.length >= MAX_KEY_VALUES) throw new SandboxRefusal('The server keeps no more key/values.');
      // A key set again keeps its place in the list.
      const keyValues = had
        ? store.server.keyValues.map((entry) => (entry.key.toLowerCase() === key.toLowerCase() ? { key: entry.key, value } : entry))
        : [...others, { key, value }];
      store.server = { ...store.server, keyValues };
      return reply.ok(true);
    },
    serverSettingsGetAccounts: ({ body }) => {
      const part = body?.nameFilter?.toLowerCase() ?? '';
      return reply.ok(
        store.accounts
          .all()
          .filter((account) => account.accountName.toLowerCase().includes(part))
          .map(({ id, accountName, description, maxUsers, lpLoginMode, companyName, createdOn }) => ({
            id,
            name: accountName,
            description,
            maxUsers,
            lpLoginMode,
            companyName,
            createdOn,
          })),
      );
    },
  };
}
