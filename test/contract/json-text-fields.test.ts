// @vitest-environment jsdom
/**
 * Skin options, skin settings and application settings (`x-dsm-json-text`): objects for the caller on
 * every surface (call(), the generated function, the hook, raw), JSON text on the wire. The mock
 * validates every request against the contract, so a field sent as an object would be refused there.
 */
import { describe, expect, inject, it } from 'vitest';
import { portalSkinsSave } from '../../generated/functions/portal-skins.js';
import { createDsmClient } from '../support/full-client.js';
import { DsmHttpError } from '../../src/errors.js';
import { operationCases } from '../support/contract-examples.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { SURFACES, sendThrough } from '../support/surfaces.js';

const cases = operationCases(inject('bundlePath'));
const example = (operationId: string) => cases.find((c) => c.operationId === operationId)!;

function mockClient(answer?: Parameters<typeof recordingFetch>[0]) {
  const recorder = recordingFetch(answer);
  const client = createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: inject('mockPort'),
    publicKey: 'pub-json-text',
    privateKey: 'priv-json-text',
    adminPublicKey: 'admin-pub-json-text',
    adminPrivateKey: 'admin-priv-json-text',
    fetch: recorder.fetch,
  });
  return { client, exchanges: recorder.exchanges };
}

const sentBody = async (exchanges: { request: Request }[]) => JSON.parse(await exchanges.at(-1)!.request.text());
const parsedOptions = (skins: unknown) => (skins as { options: string }[]).map((skin) => JSON.parse(skin.options));

describe.each(SURFACES)('JSON-text fields through %s', (surface) => {
  it('reads skins with their options as objects', async () => {
    const { client } = mockClient();
    const skins = (await sendThrough(surface, client, 'portalSkinsGet', {})) as { options: unknown }[];
    expect(skins.map((skin) => skin.options)).toEqual(parsedOptions(example('portalSkinsGet').wireResult));
    const one = (await sendThrough(surface, client, 'portalSkinsGetByName', { path: { name: 'Herbst 2026' } })) as { options: unknown };
    expect(one.options).toEqual(JSON.parse((example('portalSkinsGetByName').wireResult as { options: string }).options));
  });

  it('sends skin options as JSON text, and reads the stored skin back with objects', async () => {
    const { client, exchanges } = mockClient();
    const options = { primaryColor: '#a50e26', logo: { file: 'logo.png', width: 120 } };
    await expect(sendThrough(surface, client, 'portalSkinsSave', { body: { id: 12, name: 'Herbst 2026', options } })).resolves.toBe(true);
    expect(await sentBody(exchanges)).toEqual({ id: 12, name: 'Herbst 2026', options: JSON.stringify(options) });
    const created = (await sendThrough(surface, client, 'portalSkinsCreate', { body: { name: 'Winter', options } })) as {
      options: unknown;
    };
    expect((await sentBody(exchanges)).options).toBe(JSON.stringify(options));
    expect(created.options).toEqual(JSON.parse((example('portalSkinsCreate').wireResult as { options: string }).options));
  });

  it('loads and saves skin settings as objects', async () => {
    const { client, exchanges } = mockClient();
    const loaded = await sendThrough(surface, client, 'portalSkinsSettingsLoad', { path: { skinId: 12 } });
    expect(loaded).toEqual(JSON.parse(example('portalSkinsSettingsLoad').wireResult as string));
    await sendThrough(surface, client, 'portalSkinsSettingsSave', { body: { skinId: 12, options: { defaultLanguage: 'de' } } });
    expect(await sentBody(exchanges)).toEqual({ skinId: 12, options: '{"defaultLanguage":"de"}' });
  });

  it('sends application settings as JSON text, text as it is, and reads them back as objects', async () => {
    const { client, exchanges } = mockClient();
    const settings = { consumerKey: 'key', consumerSecret: 'secret' };
    const path = example('applicationsSave').pathParams;
    await expect(sendThrough(surface, client, 'applicationsSave', { path, body: { value: settings } })).resolves.toBe(true);
    expect(await sentBody(exchanges)).toEqual({ value: JSON.stringify(settings) });
    await sendThrough(surface, client, 'applicationsSave', { path, body: { value: 'plain text' } });
    expect(await sentBody(exchanges)).toEqual({ value: 'plain text' });
    await sendThrough(surface, client, 'applicationsAdminSave', {
      body: { accountID: 1042, api: 2, name: 'DrivePicker', settings, sendWithAdminKeys: true },
    });
    expect(await sentBody(exchanges)).toMatchObject({ accountID: 1042, settings: JSON.stringify(settings), sendWithAdminKeys: true });
    // Signed as the platform's client signs admin/save: with the client's own pair, whatever the flag says.
    expect(exchanges.at(-1)!.request.headers.get('X-DSM-Id')).toBe('pub-json-text');
    const records = (await sendThrough(surface, client, 'applicationsGet', {})) as { settings: unknown }[];
    expect(records.map((record) => record.settings)).toEqual(
      (example('applicationsGet').wireResult as { settings: string }[]).map((record) => JSON.parse(record.settings)),
    );
  });
});

describe('JSON-text replies the SDK cannot read', () => {
  const reply = (responseObject: unknown) => () => envelopeReply({ state: 0, responseObject, failureMessage: null, failureDetail: null });

  it('gives {} for empty skin settings and keeps application text that is not a JSON object', async () => {
    expect(await sendThrough('call', mockClient(reply('')).client, 'portalSkinsSettingsLoad', { path: { skinId: 12 } })).toEqual({});
    const records = [
      { accountID: 1, api: 1, name: 'a', settings: 'token=abc' },
      { accountID: 1, api: 1, name: 'b', settings: null },
    ];
    expect(await sendThrough('call', mockClient(reply(records)).client, 'applicationsGet', {})).toEqual(records);
  });

  it.each(SURFACES)('rejects skin options that are not JSON text of an object (%s)', async (surface) => {
    const { client } = mockClient(reply([{ id: 1, name: 'broken', options: '{"primaryColor":' }]));
    const error = await sendThrough(surface, client, 'portalSkinsGet', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).message).toBe("The reply's 'options' is not JSON text of an object.");
  });
});

it('types the fields as objects on the generated function', async () => {
  const { client } = mockClient();
  // @ts-expect-error skin options are an object, not text
  const textOptions: Parameters<typeof portalSkinsSave>[0] = { name: 'Typed', options: '{}' };
  await expect(portalSkinsSave({ name: 'Typed', options: { primaryColor: '#004b87' } }, { client })).resolves.toBe(true);
  expect(textOptions.options).toBe('{}');
});
