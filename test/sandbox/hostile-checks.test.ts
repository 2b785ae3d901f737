/**
 * Issue 30, class 3 (in process, under MSW): the sandbox's checks are no easier to satisfy than the
 * platform's. The admin-key flag is read from the parsed body, the designer signature over the customer id
 * as sent, an unknown key id is never repeated, a path value of an odd number still gets the contract's
 * reply, a finished job stays finished, a slow pace sets no overlong timer, one body limit applies, and a
 * refusal names a missing value instead of looking up `undefined`.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/sandbox/defaults.js';
import { SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';
import { RequestSigner } from '../../src/signing/signer.js';
import { demoClient, useSandbox } from './support.js';

const { sandbox, server } = useSandbox({ speed: Number.POSITIVE_INFINITY });

interface Sent {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  keys?: { publicKey: string; privateKey: string };
  designer?: { customerId?: number | string | null; campaignName?: string | null };
  headers?: Record<string, string>;
}

/** A request signed for exactly what it sends (unless `headers` overrides), straight to the sandbox. */
async function send({ method = 'POST', path, body = '', keys = SANDBOX_DEMO_KEYS, designer, headers = {} }: Sent) {
  const signer = new RequestSigner(keys, { host: '127.0.0.1', designer: designer ?? null });
  const signed = await signer.sign({ method, signedPath: path, body, instant: new Date() });
  const response = await fetch(`http://127.0.0.1:9${path}`, {
    method,
    body: method === 'GET' ? undefined : body,
    headers: { ...signed, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    envelope: JSON.parse(text) as { state: number; responseObject?: unknown; failureMessage?: string },
  };
}

describe('the admin-key flag is read from the parsed body', () => {
  // A name the platform's client posts through its generated methods, which pick the keys by the flag.
  const exists = (body: string) => send({ path: '/api/smartcampaign/getCampaigns', body });
  it.each([
    ['written plainly', '{"campaignName":"Kunden2026","sendWithAdminKeys":true}'],
    ['with an escaped letter in its name', '{"campaignName":"Kunden2026","sendWithAdmin\\u004beys":true}'],
    ['with its first letter escaped', '{"campaignName":"Kunden2026","\\u0073endWithAdminKeys":true}'],
    ['with space around the colon', '{ "campaignName" : "Kunden2026" , "sendWithAdminKeys" : true }'],
    ['given twice, the last true', '{"campaignName":"Kunden2026","sendWithAdminKeys":false,"sendWithAdminKeys":true}'],
  ])('%s: asks for the admin keys, refused with the account keys', async (_what, body) => {
    const { status, envelope } = await exists(body);
    expect(status).toBe(401);
    expect(envelope.failureMessage).toMatch(/^Admin keys needed/);
  });

  it.each([
    ['false', '{"campaignName":"Kunden2026","sendWithAdminKeys":false}'],
    ['the text "true" (the client switches only on true)', '{"campaignName":"Kunden2026","sendWithAdminKeys":"true"}'],
    ['inside another field', '{"campaignName":"sendWithAdminKeys\\":true"}'],
  ])('%s: does not ask for them', async (_what, body) => {
    // Not refused for its keys; a flag of the wrong type is the contract check's (422), as behind Prism.
    expect([200, 422]).toContain((await exists(body)).status);
  });
});

describe('the designer signature covers the customer id as sent', () => {
  const designed = (signedId: number | string, sentId: string) =>
    send({
      method: 'GET',
      path: '/api/contacts/count',
      designer: { customerId: signedId, campaignName: 'Summer-3' },
      headers: { 'X-DSM-Cid': sentId },
    });
  it.each<[string, number | string, string, number]>([
    ['the same number', 4714, '4714', 200],
    ['the same text with leading zeros', '004714', '004714', 200],
    ['a number sent with leading zeros', 4714, '004714', 401],
    ['a number sent with a plus sign', 4714, '+4714', 401],
    ['a number sent as 4714.0', 4714, '4714.0', 401],
  ])('%s', async (_what, signedId, sentId, expected) => {
    const { status, envelope } = await designed(signedId, sentId);
    expect(status).toBe(expected);
    if (expected === 401) expect(envelope.failureMessage).toMatch(/^The designer signature does not match/);
  });
});

describe('an unknown key id is named, never repeated', () => {
  it.each([
    ['the private key (a swapped pair)', { publicKey: SANDBOX_DEMO_KEYS.privateKey, privateKey: SANDBOX_DEMO_KEYS.publicKey }],
    ['the admin private key', { publicKey: SANDBOX_DEMO_KEYS.adminPrivateKey, privateKey: SANDBOX_DEMO_KEYS.adminPublicKey }],
    ['a key of another account', { publicKey: 'sk-live-0123456789abcdef', privateKey: 'sk-private-of-another-account' }],
  ])('X-DSM-Id holding %s', async (_what, keys) => {
    const { status, text, envelope } = await send({ method: 'GET', path: '/api/contacts/count', keys });
    expect(status).toBe(401);
    expect(envelope.failureMessage).toMatch(/^Unknown key id in X-DSM-Id: sign with the account key pair/);
    expect(text).not.toContain(keys.publicKey);
    expect(text).not.toContain(keys.privateKey);
  });
});

describe('an odd number in a path gets the platform reply, never a server error', () => {
  it.each(['-1', '1e3', '0', '007', '9007199254740993'])('upload status of %s', async (id) => {
    // Never started: the platform's failure envelope (the job's status has no "not found" outcome).
    const { status, envelope } = await send({ method: 'GET', path: `/api/contacts/fileupload/status/${id}` });
    expect(status).toBe(200);
    expect(envelope.state).toBe(1);
    expect(envelope.failureMessage).toEqual(expect.any(String));
    expect(envelope.failureMessage).not.toContain('undefined');
  });
});

describe('jobs', () => {
  it('a finished job read again after 600 newer ones still reads as finished, and runs no second time', async () => {
    const dsm = demoClient();
    const start = (firstName: string) => dsm.call('contactsImport', { body: { batchName: 'hardening', contacts: [{ firstName }] } });
    const first = (await start('First')) as unknown as string;
    const read = () => dsm.call('contactsImportStatus', { path: { importId: first } });
    const before = await read();
    for (let i = 0; i < 600; i++) await start(`Newer ${i}`);
    const count = sandbox.store.contacts.all().length;
    expect(await read()).toEqual(before);
    expect(sandbox.store.contacts.all().length).toBe(count);
  }, 120_000);

  it('a very slow pace sets no timer longer than a timer can wait', async () => {
    const { createSandbox } = await import('../../src/sandbox/index.js');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      server.use(...createSandbox({ speed: 1e-9 }).handlers);
      const id = await demoClient().call('contactsImport', { body: { batchName: 'slow', contacts: [{ firstName: 'Slow' }] } });
      await new Promise((resolve) => setTimeout(resolve, 50)); // a warning is emitted on the next tick
      expect(warnings).not.toContain('TimeoutOverflowWarning');
      const status = (await demoClient().call('contactsImportStatus', { path: { importId: id as unknown as string } })) as {
        state?: unknown;
      };
      expect(status).toBeDefined();
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('one body limit', () => {
  it(`refuses a body over ${MAX_BODY_BYTES / 1024 / 1024} MiB with 413 and the limit in its words`, async () => {
    const body = `{"databaseName":"${'a'.repeat(MAX_BODY_BYTES)}"}`;
    const { status, envelope } = await send({ path: '/api/database/exists/', body });
    expect(status).toBe(413);
    expect(envelope.failureMessage).toBe('The request body is larger than 10 MiB.');
  });
});

describe('a refusal names a value that is missing instead of looking it up', () => {
  it.each([
    ['/api/campaign/rename', '{"campaignName":"Neu"}', "No 'campaignId' parameter provided."],
    ['/api/campaign/setdomain', '{"domain":"example.org"}', "No 'campaignId' parameter provided."],
    ['/api/campaign/setdomain', '{"campaignId":null,"domain":"example.org"}', "No 'campaignId' parameter provided."],
    ['/api/campaign/deletefilter', '{}', "No 'id' parameter provided."],
    ['/api/campaign/getCampaignIdByName', '{}', "No 'campaignName' parameter provided."],
    ['/api/database/getdatabase', '{}', "No 'databaseId' or 'databaseName' parameter provided."],
    ['/api/portaluser/get', '{}', "No 'id' or 'login' parameter provided."],
    ['/api/portaluser/update', '{}', "No 'id' parameter provided."],
    ['/api/campaignTemplates/category/connect', '{"categoryId":1}', "No 'campaignTemplateId' parameter provided."],
    ['/api/campaignTemplates/targetaudience/delete', '{}', "No 'id' or 'name' parameter provided."],
  ])('%s %s', async (path, body, message) => {
    const { envelope, text } = await send({ path, body });
    expect(envelope.state).toBe(1);
    // Where the contract requires the value, the contract check refuses first (as Prism does on `npm start`),
    // naming the property; otherwise the handler answers in the platform's words.
    const missing = message.match(/'([^']+)'/)![1]!;
    if (envelope.failureMessage !== message) expect(envelope.failureMessage).toMatch(/^The request does not match the contract/);
    expect(envelope.failureMessage).toContain(missing);
    expect(text).not.toContain('undefined');
  });
});
