/**
 * Applications: the external application settings (twitter, Google Drive picker) of each account. The
 * account calls act on the account of the sandbox's keys; the admin calls name the account.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import {
  APPLICATION_APIS,
  accountOf,
  apiOf,
  applicationName,
  applicationOf,
  applicationView,
  type ApplicationRow,
  saveApplication,
} from '../records/applications.js';

/** Settings as one string: text as it is, anything else as its JSON text (as the platform's client sends it). */
function settingsText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function applicationHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const list = (test: (row: ApplicationRow) => boolean) => reply.ok(store.applications.all().filter(test).map(applicationView));
  const one = (accountID: number, api: unknown, name: unknown) =>
    reply.ok(applicationView(applicationOf(store.applications, accountID, apiOf(api), applicationName(name))));
  const remove = (accountID: number, api: unknown, name: unknown) => {
    const row = applicationOf(store.applications, accountID, apiOf(api), applicationName(name));
    return reply.ok(store.applications.delete(row.id));
  };

  return {
    applicationsGet: () => list((row) => row.accountID === DEMO_ACCOUNT_ID),
    applicationsGetByApi: ({ params }) => {
      const api = apiOf(params.api);
      return list((row) => row.accountID === DEMO_ACCOUNT_ID && row.api === api);
    },
    applicationsGetByApiAndName: ({ params }) => one(DEMO_ACCOUNT_ID, params.api, params.appName),
    applicationsSave: ({ params, body }) => {
      saveApplication(store.applications, DEMO_ACCOUNT_ID, apiOf(params.api), applicationName(params.name), settingsText(body?.value));
      return reply.ok(true);
    },
    applicationsDelete: ({ params }) => remove(DEMO_ACCOUNT_ID, params.api, params.name),
    applicationsAdminGet: () => list(() => true),
    // One path for two forms: an api (1, 2) lists that api over every account, any other value is an account id.
    applicationsAdminGetByApi: ({ params }) => {
      const value = Number(params.api);
      if (APPLICATION_APIS.includes(value)) return list((row) => row.api === value);
      const accountID = accountOf(store, params.api);
      return list((row) => row.accountID === accountID);
    },
    applicationsAdminGetByApiForAccount: ({ params }) => {
      const api = apiOf(params.api);
      const accountID = accountOf(store, params.accountID);
      return list((row) => row.accountID === accountID && row.api === api);
    },
    applicationsAdminGetByApiAndNameForAccount: ({ params }) => one(accountOf(store, params.accountID), params.api, params.appName),
    applicationsAdminSave: ({ body }) => {
      const api = apiOf(body?.api);
      const name = applicationName(body?.name);
      saveApplication(store.applications, accountOf(store, body?.accountID), api, name, settingsText(body?.settings));
      return reply.ok(true);
    },
    applicationsAdminDelete: ({ params }) => remove(accountOf(store, params.accountID), params.api, params.name),
  };
}
