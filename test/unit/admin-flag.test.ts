// @vitest-environment jsdom
/**
 * `sendWithAdminKeys: true` in a body switches to the admin key pair only where the platform's client picks
 * the keys by it (its generated POST methods call selectPostMethod with the body). Its named functions post
 * with postJson, the account keys, whatever the flag says: the SDK signs those with the account keys on every
 * surface, and the flag still travels in the body. The signatures are worked out here with node:crypto.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { sendThrough, type Surface, type SurfaceInput } from '../support/surfaces.js';

const NOW = '2026-11-28T09:10:11Z';
const HOST = 'demo.example.com';
const KEYS = { publicKey: 'pub-flag', privateKey: 'priv-flag', adminPublicKey: 'admin-pub-flag', adminPrivateKey: 'admin-priv-flag' };
const SURFACES: Surface[] = ['call', 'function', 'raw'];

function signature(privateKey: string, path: string, body: string): string {
  const H = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
  const time = NOW.replace('T', ' ');
  const k4 = H(H(H(H(privateKey, HOST), time), time.slice(0, 10)), 'post');
  return H(H(k4, path.toLowerCase()), body).toString('hex');
}

async function sent(surface: Surface, operationId: string, input: SurfaceInput) {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: true }));
  const client = createDsmClient({ targetSystem: HOST, ...KEYS, fetch: recorder.fetch, now: () => new Date(NOW) });
  await sendThrough(surface, client, operationId, input);
  expect(recorder.exchanges).toHaveLength(1);
  const request = recorder.exchanges[0]!.request;
  return { path: new URL(request.url).pathname, request, text: await request.text() };
}

const flagged = (body: Record<string, unknown>) => ({ ...body, sendWithAdminKeys: true });

/** Named functions of the platform's client that call postJson directly (one or more per area). */
const IGNORED: [string, SurfaceInput][] = [
  ['accountsCreate', { body: flagged({ accountName: 'Suedhaus', password: 'S3cret!', maxUsers: 10 }) }],
  ['campaignsCopy', { body: flagged({ campaignTemplateId: 42, campaignName: 'Herbst2026' }) }],
  ['databaseExists', { body: flagged({ databaseName: 'Kunden2026' }) }],
  ['databaseSyncTables', { body: flagged({ type: 'MsSql', settings: { userName: 'sync' } }) }],
  ['emailAddUnsubscribers', { body: flagged({ unsubscribers: ['max@muster.de'], importSync: false }) }],
  ['extensionItemsCategoriesDelete', { body: flagged({ name: 'Formulare' }) }],
  ['fontsAdminDelete', { body: flagged({ campaignName: 'Herbst2026', fontName: 'Roboto' }) }],
  ['impositionsCreate', { body: flagged({ displayName: 'A5 zweifach' }) }],
  ['smartCampaignGetDashboardUserMetadata', { body: flagged({}) }],
  ['contactStatisticsUnsubscribersExport', { body: flagged({ format: 'csv' }) }],
];

/** Names the client's generated POST methods send: they pick the keys by the body's flag. */
const HONOURED: [string, SurfaceInput][] = [
  ['bucketsStartWorkflow', { body: flagged({ workflowGuid: '3b1f6c2a-8d4e-4f7a-9c21-5e6d7f8a9b01' }) }],
  ['bucketsReadExecutionDates', { body: flagged({ workflowGuid: '3b1f6c2a-8d4e-4f7a-9c21-5e6d7f8a9b01' }) }],
];

describe.each(SURFACES)('through %s', (surface) => {
  it.each(IGNORED)('%s: signed with the account keys, the flag still in the body', async (operationId, input) => {
    const { path, request, text } = await sent(surface, operationId, input);
    expect(JSON.parse(text)).toMatchObject({ sendWithAdminKeys: true });
    expect(request.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, path, text));
  });

  it.each(HONOURED)('%s: signed with the admin keys', async (operationId, input) => {
    const { path, request, text } = await sent(surface, operationId, input);
    expect(request.headers.get('X-DSM-Id')).toBe(KEYS.adminPublicKey);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.adminPrivateKey, path, text));
  });
});
