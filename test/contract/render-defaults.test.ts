// @vitest-environment jsdom
/**
 * The platform's client renders with the preview preset, cache on and blocks of 50: the render call
 * fills what the caller leaves out or sets to `null` on every surface (call(), the generated function,
 * the hook), with the platform's fixed preview preset id, never reading the preset list. Prism checks the request.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import { DsmValidationError } from '../../src/errors.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { sendThrough } from '../support/surfaces.js';

const PREVIEW_ID = 'B76C5F80-C35E-44EE-90DF-17D63FB4A7AB'; // the platform's client's preview preset id

function mockClient(answer?: Parameters<typeof recordingFetch>[0]) {
  const recorder = recordingFetch(answer);
  const client = createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: inject('mockPort'),
    publicKey: 'pub-render',
    privateKey: 'priv-render',
    fetch: recorder.fetch,
  });
  return { client, exchanges: recorder.exchanges };
}
const pathsOf = (exchanges: { request: Request }[]) => exchanges.map((e) => `${e.request.method} ${new URL(e.request.url).pathname}`);
const renderBody = async (exchanges: { request: Request }[]) => JSON.parse(await exchanges.at(-1)!.request.text());

describe.each(['call', 'function', 'hook'] as const)('render defaults through %s', (surface) => {
  it('fills the preview preset, cache on and block size 50 when they are left out', async () => {
    const { client, exchanges } = mockClient();
    await expect(sendThrough(surface, client, 'campaignsRenderDocument', { body: { campaignId: 4711, documentId: 7 } })).resolves.toEqual([
      'r-4711-7-0',
      'r-4711-7-1',
      'r-4711-7-2',
      'r-4711-7-3',
    ]);
    expect(pathsOf(exchanges)).toEqual(['POST /api/campaign/renderdocument']);
    expect(await renderBody(exchanges)).toEqual({
      campaignId: 4711,
      documentId: 7,
      enableCache: true,
      blockSize: 50,
      presetId: PREVIEW_ID,
    });
    expect(exchanges.map((e) => e.response?.headers.get('sl-violations') ?? null)).toEqual([null]);
  });

  it('fills null fields too, and keeps what the caller gives', async () => {
    const { client, exchanges } = mockClient();
    await sendThrough(surface, client, 'campaignsRenderDocument', {
      body: { campaignId: 4711, documentId: 7, presetId: null, blockSize: null, enableCache: false },
    });
    expect(await renderBody(exchanges)).toEqual({
      campaignId: 4711,
      documentId: 7,
      enableCache: false,
      blockSize: 50,
      presetId: PREVIEW_ID,
    });
    const given = { campaignId: 4711, documentId: 7, presetId: '7d2e4f61-8a9b-4c3d-b2e1-6f5a4b3c2d1e', blockSize: 10, enableCache: true };
    await sendThrough(surface, client, 'campaignsRenderDocument', { body: given });
    expect(pathsOf(exchanges)).toEqual(['POST /api/campaign/renderdocument', 'POST /api/campaign/renderdocument']);
    expect(await renderBody(exchanges)).toEqual(given);
  });
});

describe('render defaults without the preset list', () => {
  it('never reads the PDF presets, whatever they hold', async () => {
    const presets = [{ id: 'p-1', name: 'Preview' }];
    const answer = (request: Request) =>
      envelopeReply({ state: 0, responseObject: request.method === 'GET' ? presets : ['r-1'], failureMessage: null, failureDetail: null });
    const { client, exchanges } = mockClient(answer);
    await client.call('campaignsRenderDocument', { body: { campaignId: 1, documentId: 2 } });
    expect(pathsOf(exchanges)).toEqual(['POST /api/campaign/renderdocument']);
    expect((await renderBody(exchanges)).presetId).toBe(PREVIEW_ID);
  });

  it('refuses a bad body before sending anything', async () => {
    const { client, exchanges } = mockClient();
    const error = await (client.call as (id: string, input: object) => Promise<unknown>)('campaignsRenderDocument', {}).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });
});
