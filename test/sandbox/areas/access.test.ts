/**
 * Access as the platform has it: the operations for system admins only (`x-dsm-access: system-admin`, the
 * descriptor's `adminOnly`) are refused signed with the account keys (401, naming the key that signed) and
 * accepted signed with the admin keys; the SDK signs them with the admin pair unasked and refuses them
 * before sending without it; `validateadminkeys` tells the two pairs apart; the unsigned calls stay unsigned.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/operations/index.js';
import { listOperations, loadBundle } from '../../../scripts/generate/contract.js';
import { operationExamples } from '../../../scripts/generate/operation-examples.js';
import { DsmConfigError, DsmHttpError } from '../../../src/errors.js';
import type { Operation } from '../../../src/operation.js';
import { SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { RequestSigner } from '../../../src/signing/signer.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();
const bundle = loadBundle();
const contract = listOperations(bundle);
const descriptors = operations as Record<string, Operation>;
const BASE = 'http://127.0.0.1:9';

/**
 * The evidence list (openapi/README.md, `x-dsm-access`): the account-scoped admin variants with an explicit
 * `{accountId}`/`{accountID}` (seed 000 §6), the admin application settings and the SMTP, unsubscriber and
 * send-single calls of a given account (seed 002 §6). A mark removed or added without changing this list fails.
 */
const SYSTEM_ADMIN_ONLY = [
  // /api/admin/: another account's key pairs. The other admin tools are signed with the ordinary pair (the
  // platform's client, and the protocol's signing vectors for POST /api/admin/gccollect).
  'adminGetAllTokensForAccount',
  // Seed 002 §6: the admin application settings.
  ...['applicationsAdminGet', 'applicationsAdminGetByApi', 'applicationsAdminGetByApiForAccount'],
  ...['applicationsAdminGetByApiAndNameForAccount', 'applicationsAdminSave', 'applicationsAdminDelete'],
  // Contacts and duplicates of another account.
  ...['contactsAdditionalColumnsForAccount', 'contactDuplicatesGetFilterByAccount', 'contactDuplicatesHashByAccount'],
  'contactDuplicatesSetFilterByAccount',
  // Database: every call with `{accountId}` (wire facts §1).
  ...['databaseRefreshUploadKeyForAccount', 'databaseGetColumnMappingsForAccount', 'databaseExistsForAccount'],
  ...['databaseDeleteForAccount', 'databaseCreateColumnMappingForAccount', 'databaseDeleteColumnMappingForAccount'],
  ...['databaseGetColumnNamesForAccount', 'databaseCreateDatabaseFromFileForAccount', 'databaseImportDatabaseFromFileForAccount'],
  ...['databaseEnvironmentMetadataForAccount', 'databaseDbInfoForAccount', 'databaseRecreateLpLoginsForAccount'],
  ...['databaseGetLpLoginForAccount', 'databaseChangePasswordColumnForAccount'],
  // Database sync: every call with `{accountId}`.
  ...['databaseSyncDataRelationsForAccount', 'databaseSyncSyncForAccount', 'databaseSyncSyncLogsForAccount'],
  ...['databaseSyncDisableSyncForAccount', 'databaseSyncSynchronizedForAccount', 'databaseSyncTablesForAccount'],
  ...['databaseSyncColumnsForAccount', 'databaseSyncColumnMappingsForAccount', 'databaseSyncValidateSettingsForAccount'],
  ...['databaseSyncImportForAccount', 'databaseSyncChangeSettingsForAccount', 'databaseSyncSyncCountersForAccount'],
  ...['databaseSyncGetFailedTasksForAccount', 'databaseSyncDeleteFailedTasksForAccount', 'databaseSyncRepeatFailedTaskForAccount'],
  'databaseSyncRepeatFailedTasksForAccount',
  // E-mail of a given account: SMTP servers, unsubscribers, send single, the external mailing account (seed 002 §6).
  ...['emailSmtpServersGetForAccount', 'emailSmtpServersDeleteForAccount', 'emailSmtpServersDefaultForAccount'],
  ...['emailSmtpServersCreateForAccount', 'emailSmtpServersUpdateForAccount', 'emailSmtpServersRenameForAccount'],
  ...['emailSmtpServersUpdatePropertyForAccount', 'emailImportUnsubscriberStatusForAccount', 'emailUnsubscriberMetadataForAccount'],
  ...['emailSendSingleForAccount', 'emailAddUnsubscribersForAccount', 'emailRemoveUnsubscribersForAccount'],
  ...['emailExportUnsubscribersForAccount', 'emailOptivoCreateForAccount'],
  // Impositions: every call with `{accountId}`.
  ...['impositionsGetAllForAccount', 'impositionsGetForAccount', 'impositionsGetAllContentsForAccount', 'impositionsDeleteForAccount'],
  ...['impositionsViewModelFileForAccount', 'impositionsCreateForAccount', 'impositionsSaveForAccount'],
  'impositionsUpdateDetailsForAccount',
].sort();

/** Seed 000 §6, 002 §7 and the protocol: always sent unsigned. */
const UNSIGNED = [
  ...['adminGetAllAdminTokens', 'adminDeleteAdminToken', 'adminCreateServerAdminAccount', 'adminServerSettings', 'adminSso'],
  ...['portalUsersLogin', 'smartCampaignLogin', 'smartServerConvertCmykColors', 'svgInfo'],
].sort();

const accountSigner = new RequestSigner(
  { publicKey: SANDBOX_DEMO_KEYS.publicKey, privateKey: SANDBOX_DEMO_KEYS.privateKey },
  { host: '127.0.0.1' },
);
const adminSigner = new RequestSigner(
  { publicKey: SANDBOX_DEMO_KEYS.adminPublicKey, privateKey: SANDBOX_DEMO_KEYS.adminPrivateKey },
  { host: '127.0.0.1' },
);

/** The operation's contract example as a request, signed by `signer`. */
async function sendExample(operationId: string, signer: RequestSigner) {
  const op = contract.find((candidate) => candidate.operationId === operationId)!;
  const examples = operationExamples(bundle, op);
  let path = op.path;
  for (const { name, value } of examples.pathValues) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  const method = op.method.toUpperCase();
  const body = examples.hasBody ? JSON.stringify(examples.body ?? null) : '';
  const headers = await signer.sign({ method, signedPath: path, body, instant: new Date() });
  const response = await fetch(`${BASE}${path}`, {
    method,
    ...(examples.hasBody ? { body, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } } : { headers }),
  });
  return { response, envelope: (await response.json()) as { state: number; failureMessage: string | null } };
}

const refusalOf = (operationId: string, key = SANDBOX_DEMO_KEYS.publicKey) =>
  `The operation '${operationId}' is for system admins only: it was signed with the account key '${key}', not with an admin key (\`adminKeys: true\` in the SDK).`;

describe('the contract marks the system-admin-only operations', () => {
  it('marks exactly the evidence list, and the descriptors carry adminOnly for those only', () => {
    const marked = contract.filter((op) => op.raw['x-dsm-access'] === 'system-admin').map((op) => op.operationId);
    expect(marked.sort()).toEqual(SYSTEM_ADMIN_ONLY);
    expect(SYSTEM_ADMIN_ONLY).toHaveLength(63);
    const flagged = Object.values(descriptors).filter((operation) => operation.adminOnly === true);
    expect(flagged.map((operation) => operation.id).sort()).toEqual(SYSTEM_ADMIN_ONLY);
  });

  it('leaves the portal administrator calls (data-relation admin, skins, user roles, resources) and the admin tools unmarked', () => {
    for (const op of contract.filter((candidate) =>
      /^(Data relations admin|Portal skins|Portal user roles|Resources)$/.test(candidate.tag),
    ))
      expect(descriptors[op.operationId]!.adminOnly, op.operationId).toBeUndefined();
    for (const id of ['adminSystemId', 'adminGcCollect', 'adminGetAllAccountIds', 'adminGetAllTokens', 'serverSettingsSetKeyValue'])
      expect(descriptors[id]!.adminOnly, id).toBeUndefined();
  });

  it('keeps the calls the specifications list as unsigned unsigned, and marks none of them', () => {
    const unsigned = Object.values(descriptors).filter((operation) => operation.unsigned === true);
    expect(unsigned.map((operation) => operation.id).sort()).toEqual(UNSIGNED);
  });
});

describe('the sandbox refuses an admin-only call signed with the account keys', () => {
  it.each(SYSTEM_ADMIN_ONLY)('%s: 401 with the account key, accepted with the admin key', async (operationId) => {
    const refused = await sendExample(operationId, accountSigner);
    expect(refused.response.status).toBe(401);
    expect(refused.envelope.state).toBe(1);
    expect(refused.envelope.failureMessage).toBe(refusalOf(operationId));
    expect(JSON.stringify(refused.envelope)).not.toContain(SANDBOX_DEMO_KEYS.privateKey);
    const accepted = await sendExample(operationId, adminSigner);
    expect(accepted.response.status, accepted.envelope.failureMessage ?? '').toBe(200);
  });

  it('answers a portal administrator call and an admin tool signed with the account keys', async () => {
    for (const operationId of ['dataRelationsAdminMetadata', 'adminGcCollect', 'adminGetAllAccountIds']) {
      const { response, envelope } = await sendExample(operationId, accountSigner);
      expect([response.status, envelope.state], operationId).toEqual([200, 0]);
    }
  });
});

describe('the SDK signs an admin-only operation as the platform’s client does', () => {
  /** A demo client whose requests are recorded (the key that signed each) before the sandbox answers them. */
  function recordingClient(config: Parameters<typeof demoClient>[0] = {}) {
    const keyIds: (string | null)[] = [];
    const client = demoClient({
      ...config,
      fetch: (input, init) => {
        keyIds.push((input instanceof Request ? input.headers : new Headers(init?.headers)).get('X-DSM-Id'));
        return fetch(input, init);
      },
    });
    return { client, keyIds };
  }

  it('with its own pair unless the call asks for the admin pair', async () => {
    const { client, keyIds } = recordingClient();
    const refused = await client.call('contactsAdditionalColumnsForAccount', { path: { accountId: 1042 } }).catch((e: unknown) => e);
    expect((refused as DsmHttpError).status).toBe(401);
    const columns = await client.call('contactsAdditionalColumnsForAccount', { path: { accountId: 1042 } }, { adminKeys: true });
    expect(Array.isArray(columns)).toBe(true);
    await client.call('contactsAdditionalColumns');
    await client.call('databaseExistsForAccount', { path: { accountId: 1042 }, body: { databaseName: 'Kunden2026' } }, { adminKeys: true });
    const { publicKey, adminPublicKey } = SANDBOX_DEMO_KEYS;
    expect(keyIds).toEqual([publicKey, adminPublicKey, publicKey, adminPublicKey]);
  });

  it('a client made with a system admin’s pair as its own is answered without asking', async () => {
    const { client, keyIds } = recordingClient({
      publicKey: SANDBOX_DEMO_KEYS.adminPublicKey,
      privateKey: SANDBOX_DEMO_KEYS.adminPrivateKey,
      adminPublicKey: undefined,
      adminPrivateKey: undefined,
    });
    expect(Array.isArray(await client.call('emailSmtpServersGetForAccount', { path: { accountId: 1042 } }))).toBe(true);
    expect(keyIds).toEqual([SANDBOX_DEMO_KEYS.adminPublicKey]);
  });

  it('refuses adminKeys: true before sending when the admin keys are not configured, with the platform client’s messages', async () => {
    const none = recordingClient({ adminPublicKey: undefined, adminPrivateKey: undefined });
    const missingPublic = await none.client
      .call('adminGetAllTokensForAccount', { path: { accountId: 1042 } }, { adminKeys: true })
      .catch((error: unknown) => error);
    expect(missingPublic).toBeInstanceOf(DsmConfigError);
    expect((missingPublic as Error).message).toBe('No admin public key provided');
    const half = recordingClient({ adminPrivateKey: undefined });
    const missingPrivate = await half.client
      .call('emailSmtpServersGetForAccount', { path: { accountId: 1042 } }, { adminKeys: true })
      .catch((error: unknown) => error);
    expect(missingPrivate).toBeInstanceOf(DsmConfigError);
    expect((missingPrivate as Error).message).toBe('No admin private key provided');
    expect([...none.keyIds, ...half.keyIds]).toEqual([]);
    // The other calls still go out with the account keys.
    expect(typeof (await none.client.call('contactsCount'))).toBe('number');
    expect(none.keyIds).toEqual([SANDBOX_DEMO_KEYS.publicKey]);
  });

  it('an SDK call of every admin-only operation with adminKeys: true never meets the 401', async () => {
    for (const operationId of SYSTEM_ADMIN_ONLY) {
      const op = contract.find((candidate) => candidate.operationId === operationId)!;
      const examples = operationExamples(bundle, op);
      const path = Object.fromEntries(examples.pathValues.map(({ name, value }) => [name, value]));
      const input = { ...(examples.pathValues.length ? { path } : {}), ...(examples.hasBody ? { body: examples.body } : {}) };
      const call = dsm.call as (id: string, input: unknown, options: { adminKeys: boolean }) => Promise<unknown>;
      const outcome = await call(operationId, input, { adminKeys: true }).catch((e: unknown) => e);
      if (outcome instanceof DsmHttpError) expect(outcome.status, `${operationId}: ${outcome.message}`).not.toBe(401);
    }
  });
});

describe('validateadminkeys tells the admin keys from the account keys', () => {
  for (const operationId of ['smartCampaignValidateAdminKeys', 'smartCampaignValidateAdminKeysCamelCase'] as const) {
    it(`${operationId}: true signed with the admin pair, false with the account pair`, async () => {
      expect(await dsm.call(operationId, { body: {} })).toBe(false);
      expect(await dsm.call(operationId, { body: {} }, { adminKeys: true })).toBe(true);
      // Only the generated camelCase call reads the flag; the client posts the lower-case path with the account keys.
      expect(await dsm.call(operationId, { body: { sendWithAdminKeys: true } })).toBe(
        operationId === 'smartCampaignValidateAdminKeysCamelCase',
      );
      expect((await sendExample(operationId, accountSigner)).envelope).toMatchObject({ state: 0, responseObject: false });
      expect((await sendExample(operationId, adminSigner)).envelope).toMatchObject({ state: 0, responseObject: true });
    });
  }
});
