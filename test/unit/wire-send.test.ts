// @vitest-environment jsdom
/**
 * Requests sent byte for byte as the platform's client sends them, on every surface (call(), the
 * generated function, the hook, raw): path values written with `encodeURIComponent`, resource file
 * names with their markers, the account deletion signed with the account keys whatever its body flag
 * says, the imposition create and save models sent without a layout representation, and the imposition
 * editor's view models (the JSON layout as the whole body, as the client posts it, text as it is; the XML layout in the
 * client's model `{ imposition }`, as JSON text). The expected
 * path, body and signature are worked out here, independently of the SDK (node:crypto for the HMAC chain).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import { DsmValidationError } from '../../src/errors.js';
import type { SendOptions } from '../../src/operation.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { SURFACES, sendThrough, type Surface } from '../support/surfaces.js';

const NOW = '2026-11-26T10:11:12Z';
const KEYS = { publicKey: 'pub-wire', privateKey: 'priv-wire', adminPublicKey: 'admin-pub-wire', adminPrivateKey: 'admin-priv-wire' };
const HOST = 'demo.example.com';
/** The surfaces that take send options (a raw call has none). */

async function sent(
  surface: Surface,
  operationId: string,
  input: { path?: Record<string, unknown>; body?: unknown },
  options?: SendOptions,
) {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 'ok' }));
  const client = createDsmClient({ targetSystem: HOST, ...KEYS, fetch: recorder.fetch, now: () => new Date(NOW) });
  await sendThrough(surface, client, operationId, input, options);
  expect(recorder.exchanges).toHaveLength(1);
  const request = recorder.exchanges[0]!.request;
  return { path: new URL(request.url).pathname, request, body: await request.text() };
}

/** The platform's signature chain (docs/protocol.md §4), without a source key or designer. */
function signature(privateKey: string, method: string, path: string, body: string): string {
  const H = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
  const time = NOW.replace('T', ' ');
  const k4 = H(H(H(H(privateKey, HOST), time), time.slice(0, 10)), method.toLowerCase());
  return H(H(k4, path.toLowerCase()), body).toString('hex');
}

/** What the platform's client does to a resource file name before percent-encoding it. */
const marked = (name: string, forDelete: boolean) => {
  const dotted = name.split('.').join('[ptrt]');
  return forDelete ? dotted.split('#').join('[hash]') : dotted;
};

const PATH_VALUES = [
  'Spring Sale',
  'logo[ptrt]png',
  'select[a;A,b;B]',
  'a;b',
  'a,b',
  'flyer#2',
  'Grüße Müller',
  'Hot / new',
  '100%',
  'what?',
  '%5B',
  'a+b=c&d',
];

describe.each(SURFACES)('path values through %s', (surface) => {
  it.each(PATH_VALUES)('%s is sent as encodeURIComponent writes it, and signed so', async (value) => {
    const { path, request } = await sent(surface, 'contactsFilterGet', { path: { name: value } });
    expect(path).toBe(`/api/contacts/filter/get/${encodeURIComponent(value)}`);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'GET', path, ''));
  });

  it('writes the brackets of the platform\u2019s examples as %5B and %5D', async () => {
    for (const [value, wire] of [
      ['logo[ptrt]png', 'logo%5Bptrt%5Dpng'],
      ['select[a;A,b;B]', 'select%5Ba%3BA%2Cb%3BB%5D'],
    ]) {
      const { path } = await sent(surface, 'contactsFilterGet', { path: { name: value } });
      expect(path).toBe(`/api/contacts/filter/get/${wire}`);
    }
  });
});

describe.each(SURFACES)('resource file names through %s', (surface) => {
  const cases = [
    // operationId, path values, the parameter with the name, whether it is a delete
    ['resourcesGetStatus', { type: 'image', file: 'logo.png' }, false],
    ['resourcesGetStatus', { type: 'image', file: 'flyer#2.v1.pdf' }, false],
    ['resourcesGetStatusForCampaign', { type: 'image', campaign: 'Summer.2026', file: 'logo.png' }, false],
    ['resourcesGetAccountStatus', { type: 'image', file: 'logo.png', accountId: 1042 }, false],
    ['resourcesDelete', { type: 'image', file: 'flyer#2.pdf' }, true],
    ['resourcesDeleteForCampaign', { type: '1', campaign: 'Summer.2026', file: 'Grüße #1.png' }, true],
  ] as const;

  it.each(cases)('%s writes the markers of %j before percent-encoding', async (operationId, values, forDelete) => {
    const { path, request } = await sent(surface, operationId, { path: values });
    const template = (await import('../../generated/operations/index.js')).operations[operationId].path;
    const expected = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = String(values[name as keyof typeof values]);
      return encodeURIComponent(name === 'file' ? marked(value, forDelete) : value);
    });
    expect(path).toBe(expected);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'GET', path, ''));
  });

  it('sends an already marked name unchanged: marking twice changes nothing', async () => {
    const given = await sent(surface, 'resourcesDelete', { path: { type: 'image', file: 'flyer#2.pdf' } });
    const premarked = await sent(surface, 'resourcesDelete', { path: { type: 'image', file: 'flyer[hash]2[ptrt]pdf' } });
    expect(premarked.path).toBe('/api/resources/delete/image/flyer%5Bhash%5D2%5Bptrt%5Dpdf');
    expect(given.path).toBe(premarked.path);
    const status = await sent(surface, 'resourcesGetStatus', { path: { type: 'image', file: 'logo[ptrt]png' } });
    expect(status.path).toBe('/api/resources/getstatus/image/logo%5Bptrt%5Dpng');
  });

  it('leaves `#` to percent-encoding outside delete, and other operations\u2019 names as given', async () => {
    const status = await sent(surface, 'resourcesGetStatus', { path: { type: 'image', file: 'a#b' } });
    expect(status.path).toBe('/api/resources/getstatus/image/a%23b');
    const filter = await sent(surface, 'contactsFilterGet', { path: { name: 'logo.png' } });
    expect(filter.path).toBe('/api/contacts/filter/get/logo.png');
  });
});

describe('the account deletion is signed with the account keys whatever its body says', () => {
  const cases = [
    ['accountsDeleteAccount', { accountId: 1107, sendWithAdminKeys: true }],
    ['accountsAccountDeletionStatus', { deletionId: 'del-1107-20261122', sendWithAdminKeys: true }],
  ] as const;

  describe.each(SURFACES)('through %s', (surface) => {
    it.each(cases)('%s with sendWithAdminKeys: true in the body', async (operationId, body) => {
      const { path, request, body: text } = await sent(surface, operationId, { body });
      expect(text).toBe(JSON.stringify(body)); // the flag still travels
      expect(request.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
      expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'POST', path, text));
    });

    it('a POST whose flag the platform honours still switches to the admin keys', async () => {
      // A name the platform's client posts through its generated methods, which pick the keys by the flag.
      const body = { workflowGuid: '3b1f6c2a-8d4e-4f7a-9c21-5e6d7f8a9b01', sendWithAdminKeys: true };
      const { path, request, body: text } = await sent(surface, 'bucketsStartWorkflow', { body });
      expect(request.headers.get('X-DSM-Id')).toBe(KEYS.adminPublicKey);
      expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.adminPrivateKey, 'POST', path, text));
    });
  });

  describe.each(SURFACES)('through %s', (surface) => {
    it.each(cases)('%s with the adminKeys option switches to the admin keys', async (operationId, body) => {
      const { path, request, body: text } = await sent(surface, operationId, { body }, { adminKeys: true });
      expect(request.headers.get('X-DSM-Id')).toBe(KEYS.adminPublicKey);
      expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.adminPrivateKey, 'POST', path, text));
    });
  });
});

describe.each(SURFACES)('a master user id not above 0 through %s', (surface) => {
  it.each([0, -1, '0', null])("%j drops the segment, as the platform's client does", async (masterUserId) => {
    const { path } = await sent(surface, 'portalUsersSetMasterUserWithMaster', { path: { userId: 318, masterUserId } });
    expect(path).toBe('/api/portaluser/setmasteruser/318/');
  });

  it('above 0 it is sent', async () => {
    const { path } = await sent(surface, 'portalUsersSetMasterUserWithMaster', { path: { userId: 318, masterUserId: 7 } });
    expect(path).toBe('/api/portaluser/setmasteruser/318/7');
  });
});

describe.each(SURFACES)('system-admin-only operations through %s', (surface) => {
  /**
   * The platform's client signs its admin variants (`dbSync.admin.*`, `emails.smtpServers.*ForAccount`, ...) with
   * its own pair (`postJson`/`get`): the SDK does the same, and signs with the admin pair only when asked.
   */
  const cases = [
    ['databaseSyncTablesForAccount', { path: { accountId: 1043 }, body: { type: 'dataRelationType', settings: {} } }],
    ['emailSmtpServersGetForAccount', { path: { accountId: 1043 } }],
  ] as const;

  it.each(cases)('%s is signed with the account pair, or the admin pair given adminKeys: true', async (operationId, input) => {
    for (const [options, publicKey, privateKey] of [
      [undefined, KEYS.publicKey, KEYS.privateKey],
      [{ adminKeys: true }, KEYS.adminPublicKey, KEYS.adminPrivateKey],
    ] as const) {
      const { path, request, body } = await sent(surface, operationId, input, options);
      expect(request.headers.get('X-DSM-Id')).toBe(publicKey);
      expect(request.headers.get('X-DSM-Signature')).toBe(signature(privateKey, request.method, path, body));
    }
  });
});

describe.each(SURFACES)('imposition create and save through %s', (surface) => {
  /** The platform's client's create model: display name and sizes, no layout representation. */
  const model = {
    fileName: 'A4-2up',
    displayName: 'A4 2-up',
    description: null,
    sheetWidth: '320',
    sheetHeight: 450,
    docWidth: 148,
    docHeight: 210,
    docPageCountPerRecord: 1,
  };
  const cases = [
    ['impositionsCreate', {}, model],
    ['impositionsCreate', {}, null],
    ['impositionsCreateForAccount', { accountId: 1042 }, model],
    ['impositionsSave', { fileName: 'A4-2up' }, model],
    ['impositionsSaveForAccount', { fileName: 'A4-2up', accountId: 1042 }, { ...model, accountId: 1042 }],
  ] as const;

  it.each(cases)('%s %j sends %j as it is', async (operationId, values, body) => {
    const { path, request, body: text } = await sent(surface, operationId, { path: values, body });
    expect(text).toBe(JSON.stringify(body));
    // The admin variants of another account too are signed as the platform's client signs them: with the
    // client's own pair (a system admin's, for these), unless the call asks for the admin pair.
    expect(request.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'POST', path, text));
  });
});

describe.each(SURFACES)('imposition view models through %s', (surface) => {
  /**
   * The platform's client's `createViewModel` with type json posts `JSON.stringify(createOptions.json)`:
   * the layout itself is the whole body, signed over those bytes with the account keys.
   */
  const layouts = [
    { columns: 2, rows: 2, gutter: 6 },
    {
      sheetWidth: '320',
      sheetHeight: 450.5,
      pages: [
        { page: 1, x: 6, y: 6 },
        { page: 2, x: 166, y: 6 },
      ],
      name: 'A4 2-up – Grüße',
      crop: null,
    },
  ];

  it.each(layouts)('impositionsViewModelJson sends the layout %j as the client does', async (layout) => {
    const { path, request, body } = await sent(surface, 'impositionsViewModelJson', { body: layout });
    expect(path).toBe('/api/impositions/viewmodel/json');
    expect(body).toBe(JSON.stringify(layout));
    expect(request.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'POST', path, body));
  });

  /**
   * A layout given as text the client posts as it is (`"" + json`): the SDK sends those bytes, not a
   * quoted string, and signs them (spaces, newlines, escapes and non-ASCII included).
   */
  const texts = [
    '{ "columns": 2,\n "name": "Grüße" }',
    '{"rows":2,"gutter":6.50,"name":"A4 \\u2013 2-up","pages":[ {"page":1,"x":6,"y":6} ]}\n',
    '\t{}',
  ];

  it.each(texts)('impositionsViewModelJson sends the layout text %j as it is', async (text) => {
    const { path, request, body } = await sent(surface, 'impositionsViewModelJson', { body: text });
    expect(path).toBe('/api/impositions/viewmodel/json');
    expect(body).toBe(text);
    expect(request.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(request.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'POST', path, text));
  });

  /**
   * With type xml the client builds the model `{ imposition: xml }` and hands it to its JSON post; the SDK
   * sends that model as JSON text, as the client's JSON post sends every model it is given as text, and
   * signs those bytes (the client gives it the object itself, whose signature covers no body: see the
   * contract's description of the call).
   */
  const xmls = [
    '<imposition sheetWidth="320" sheetHeight="450"><place page="1" x="6" y="6"/><place page="1" x="166" y="6"/></imposition>',
    '<?xml version="1.0" encoding="utf-8"?>\n<imposition name="A4 – Grüße &amp; mehr"><place page="2" x="6.5" y="6"/></imposition>',
  ];

  it.each(xmls)('impositionsViewModelXml sends the model { imposition: %j } as JSON text', async (xml) => {
    const { path, request, body } = await sent(surface, 'impositionsViewModelXml', { body: { imposition: xml } });
    expect(path).toBe('/api/impositions/viewmodel/xml');
    expect(body).toBe(`{"imposition":${JSON.stringify(xml)}}`);
    expect(request.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(request.headers.get('X-DSM-Id')).toBe(KEYS.publicKey);
    expect(request.headers.get('X-DSM-Signature')).toBe(signature(KEYS.privateKey, 'POST', path, body));
  });
});

describe.each(SURFACES)('imposition view model input refused before sending through %s', (surface) => {
  const refused = [
    [{ imposition: '' }, 'No xml data for imposition given.'],
    [{ imposition: null }, 'No xml data for imposition given.'],
    [{ impostion: '<imposition/>' }, 'No xml data for imposition given.'],
    // The former model's field names are no longer taken.
    [{ type: 0, xml: '<imposition/>' }, 'No xml data for imposition given.'],
  ] as const;

  // Text that is not JSON of an object: the server could read no layout from it.
  it.each(['{columns:2}', '[1]', '"x"', '', 'null', '{"columns":2} trailing'])(
    'impositionsViewModelJson refuses the layout text %j',
    async (text) => {
      const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 'ok' }));
      const client = createDsmClient({ targetSystem: HOST, ...KEYS, fetch: recorder.fetch, now: () => new Date(NOW) });
      const refusal = sendThrough(surface, client, 'impositionsViewModelJson', { body: text });
      await expect(refusal).rejects.toBeInstanceOf(DsmValidationError);
      await expect(refusal).rejects.toThrow('The body must be an object or JSON text of an object.');
      expect(recorder.exchanges).toHaveLength(0);
    },
  );

  it.each(refused)('impositionsViewModelXml refuses %j', async (body, message) => {
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 'ok' }));
    const client = createDsmClient({ targetSystem: HOST, ...KEYS, fetch: recorder.fetch, now: () => new Date(NOW) });
    await expect(sendThrough(surface, client, 'impositionsViewModelXml', { body })).rejects.toThrow(message);
    expect(recorder.exchanges).toHaveLength(0);
  });
});
