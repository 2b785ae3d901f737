/**
 * Skin options and application settings: objects for the caller, JSON text on the wire. The mock
 * validates every request against the contract (a text field sent as an object would be refused).
 */
import { describe, expect, inject, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { createSkin, getSkinByName, listSkins, loadSkinSettings, saveApplication, saveApplicationForAccount, saveSkin, saveSkinSettings } from '../../src/objects/index.js';
import { operationCases } from '../support/contract-examples.js';
import { recordingFetch } from '../support/recording-fetch.js';

const cases = operationCases(inject('bundlePath'));
const example = (operationId: string) => cases.find((c) => c.operationId === operationId)!;

function mockClient() {
  const recorder = recordingFetch();
  const client = createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: inject('mockPort'),
    publicKey: 'pub-objects',
    privateKey: 'priv-objects',
    adminPublicKey: 'admin-pub-objects',
    adminPrivateKey: 'admin-priv-objects',
    fetch: recorder.fetch,
  });
  return { client, exchanges: recorder.exchanges };
}

const sentBody = async (exchanges: { request: Request }[]) => JSON.parse(await exchanges.at(-1)!.request.text());

describe('JSON-text fields as objects', () => {
  it('reads skins with their options parsed', async () => {
    const { client } = mockClient();
    const wire = example('portalSkinsGet').expectedResult as { options: string }[];
    const skins = await listSkins(client);
    expect(skins.map((s) => s.options)).toEqual(wire.map((s) => JSON.parse(s.options)));
    const one = await getSkinByName(client, 'Herbst 2026');
    expect(typeof one.options).toBe('object');
  });

  it('sends skin options as JSON text', async () => {
    const { client, exchanges } = mockClient();
    const options = { primaryColor: '#a50e26', logo: 'logo.png' };
    await expect(saveSkin(client, { id: 12, name: 'Herbst 2026', options })).resolves.toBe(true);
    expect(await sentBody(exchanges)).toEqual({ id: 12, name: 'Herbst 2026', options: JSON.stringify(options) });
    const created = await createSkin(client, { name: 'Winter', options });
    expect(typeof created.options).toBe('object');
    expect((await sentBody(exchanges)).options).toBe(JSON.stringify(options));
  });

  it('loads and saves skin settings as objects', async () => {
    const { client, exchanges } = mockClient();
    const text = example('portalSkinsSettingsLoad').expectedResult as string;
    await expect(loadSkinSettings(client, 12)).resolves.toEqual(JSON.parse(text));
    await saveSkinSettings(client, 12, { defaultLanguage: 'de' });
    expect(await sentBody(exchanges)).toEqual({ skinId: 12, options: '{"defaultLanguage":"de"}' });
  });

  it('serialises application settings, for the account and with admin keys for another', async () => {
    const { client, exchanges } = mockClient();
    const settings = { consumerKey: 'key', consumerSecret: 'secret' };
    const api = example('applicationsSave').pathParams.api as 1 | 2;
    await expect(saveApplication(client, api, 'Twitter', settings)).resolves.toBe(true);
    expect(await sentBody(exchanges)).toEqual({ value: JSON.stringify(settings) });
    await saveApplication(client, api, 'Twitter', 'plain text');
    expect(await sentBody(exchanges)).toEqual({ value: 'plain text' });
    await saveApplicationForAccount(client, { accountID: 1042, api: 2, name: 'DrivePicker', settings });
    expect(await sentBody(exchanges)).toMatchObject({ accountID: 1042, settings: JSON.stringify(settings), sendWithAdminKeys: true });
    expect(exchanges.at(-1)!.request.headers.get('X-DSM-Id')).toBe('admin-pub-objects');
  });
});
