// @vitest-environment jsdom
/**
 * What the platform's client does on the call itself, done on every surface (call(), the generated
 * function, the hook): cookies as a map by name, environment data by language, the campaign database
 * record parsed from JSON text, and a master user id sent only when above 0. The Prism mock checks every
 * request against the contract and answers in the wire's shape.
 */
import { describe, expect, expectTypeOf, inject, it } from 'vitest';
import { dataRelationsGetCookies } from '../../generated/functions/data-relations.js';
import { databaseEnvironmentMetadata } from '../../generated/functions/database.js';
import { campaignDatabaseGet } from '../../generated/functions/campaign-database.js';
import { createDsmClient } from '../support/full-client.js';
import { DsmHttpError, DsmValidationError } from '../../src/errors.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { sendThrough } from '../support/surfaces.js';

const TRANSFORMING_SURFACES = ['call', 'function', 'hook'] as const;

function mockClient(answer?: Parameters<typeof recordingFetch>[0]) {
  const recorder = recordingFetch(answer);
  const client = createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: inject('mockPort'),
    publicKey: 'pub-reply-shapes',
    privateKey: 'priv-reply-shapes',
    adminPublicKey: 'admin-pub-reply-shapes',
    adminPrivateKey: 'admin-priv-reply-shapes',
    fetch: recorder.fetch,
  });
  return { client, exchanges: recorder.exchanges };
}
const answering = (responseObject: unknown) => () => envelopeReply({ state: 0, responseObject, failureMessage: null, failureDetail: null });
const violations = (exchanges: { response?: Response }[]) => exchanges.map((e) => e.response?.headers.get('sl-violations') ?? null);

describe.each(TRANSFORMING_SURFACES)('through %s', (surface) => {
  it('gives the visitor’s cookies as a map by name (the wire: name/value entries)', async () => {
    const { client, exchanges } = mockClient();
    expect(await sendThrough(surface, client, 'dataRelationsGetCookies', {})).toEqual({
      preferredStore: 'Hamburg-Altona',
      newsletterBanner: 'hidden',
    });
    const campaign = await sendThrough(surface, client, 'dataRelationsGetCookiesForCampaign', { path: { campaignName: 'Fruehjahr2026' } });
    expect(campaign).toEqual({ preferredStore: 'Hamburg-Altona', newsletterBanner: 'hidden' });
    expect(violations(exchanges)).toEqual([null, null]);
  });

  it('gives environment data regrouped by language, then by name', async () => {
    const { client } = mockClient();
    const expected = {
      de: { companyName: 'Muster GmbH', imprintUrl: 'https://www.muster.de/impressum' },
      en: { companyName: 'Muster Ltd.' },
    };
    expect(await sendThrough(surface, client, 'databaseEnvironmentMetadata', { body: { databaseName: 'Kunden2026' } })).toEqual(expected);
    const forAccount = await sendThrough(surface, client, 'databaseEnvironmentMetadataForAccount', {
      path: { accountId: 1042 },
      body: { databaseName: 'Kunden2026', sendWithAdminKeys: true },
    });
    expect(forAccount).toEqual(expected);
  });

  it('gives the campaign database record as an object, from an object or from JSON text', async () => {
    const body = ['LoyaltyPoints', 'FavouriteStore'];
    expect(await sendThrough(surface, mockClient().client, 'campaignDatabaseGet', { body })).toEqual({
      LoyaltyPoints: 120,
      FavouriteStore: 'Hamburg-Altona',
    });
    const text = mockClient(answering('{"LoyaltyPoints":7,"__proto__":{"polluted":true}}')).client;
    const record = (await sendThrough(surface, text, 'campaignDatabaseGet', { body })) as Record<string, unknown>;
    expect(record.LoyaltyPoints).toBe(7);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await sendThrough(surface, mockClient(answering('')).client, 'campaignDatabaseGet', { body })).toEqual({});
  });

  it('sends the master user id only when above 0', async () => {
    const { client, exchanges } = mockClient();
    const sentPath = () => new URL(exchanges.at(-1)!.request.url).pathname;
    const setMaster = (masterUserId: unknown) =>
      sendThrough(surface, client, 'portalUsersSetMasterUserWithMaster', { path: { userId: 5, masterUserId } });
    await expect(setMaster(301)).resolves.toBe(true);
    expect(sentPath()).toBe('/api/portaluser/setmasteruser/5/301');
    for (const none of [0, -4, '0', null]) {
      await expect(setMaster(none)).resolves.toBe(true);
      expect(sentPath()).toBe('/api/portaluser/setmasteruser/5/');
    }
    expect(violations(exchanges)).toEqual(Array(5).fill(null));
    const sent = exchanges.length;
    await expect(setMaster('x')).rejects.toMatchObject({ message: "Invalid 'masterUserId' parameter. Must be an integer." });
    await expect(setMaster('x')).rejects.toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(sent);
  });
});

describe('replies the SDK cannot reshape', () => {
  it.each(TRANSFORMING_SURFACES)('refuses cookies that are not name/value entries (%s)', async (surface) => {
    const { client } = mockClient(answering({ preferredStore: 'Hamburg' }));
    const error = await sendThrough(surface, client, 'dataRelationsGetCookies', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as Error).message).toBe("The reply's 'responseObject' is not a list of name/value entries.");
  });

  it('reads no cookies and no environment data as empty maps; names such as __proto__ stay entries', async () => {
    expect(await sendThrough('call', mockClient(answering(null)).client, 'dataRelationsGetCookies', {})).toEqual({});
    const cookies = mockClient(answering([{ name: '__proto__', value: 'x' }])).client;
    const map = (await sendThrough('call', cookies, 'dataRelationsGetCookies', {})) as Record<string, unknown>;
    expect(Object.keys(map)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const items = mockClient(
      answering([
        { lang: 'de', name: 'a', value: '1' },
        { lang: 'de', name: 'a' },
      ]),
    ).client;
    expect(await sendThrough('call', items, 'databaseEnvironmentMetadata', { body: { databaseId: 3 } })).toEqual({ de: { a: null } });
  });
});

it('types the functions’ results as the reshaped values', () => {
  expectTypeOf(dataRelationsGetCookies).returns.resolves.toEqualTypeOf<{ [key: string]: string | null }>();
  expectTypeOf(databaseEnvironmentMetadata).returns.resolves.toEqualTypeOf<{ [key: string]: { [key: string]: string | null } }>();
  expectTypeOf(campaignDatabaseGet).returns.resolves.not.toEqualTypeOf<string>();
});
