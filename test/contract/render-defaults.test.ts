// @vitest-environment jsdom
/**
 * The platform's client renders with the preview preset, cache on and blocks of 50: the render call
 * fills what the caller leaves out or sets to `null` on every surface (call(), the generated function,
 * the hook), reading the preview preset's id from the PDF presets. Prism checks both requests.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDsmClient } from '../support/full-client.js';
import { DsmApiError, DsmValidationError } from '../../src/errors.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { sendThrough } from '../support/surfaces.js';

const PREVIEW_ID = '0c1b8a52-3f6e-4d2a-9b7c-5e4f3a2d1c0b'; // the contract example's preset named 'Preview'

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
    expect(pathsOf(exchanges)).toEqual(['GET /api/campaign/pdfpresets', 'POST /api/campaign/renderdocument']);
    expect(await renderBody(exchanges)).toEqual({
      campaignId: 4711,
      documentId: 7,
      enableCache: true,
      blockSize: 50,
      presetId: PREVIEW_ID,
    });
    expect(exchanges.map((e) => e.response?.headers.get('sl-violations') ?? null)).toEqual([null, null]);
  });

  it('fills null fields too, and keeps what the caller gives without reading the presets', async () => {
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
    expect(pathsOf(exchanges).slice(2)).toEqual(['POST /api/campaign/renderdocument']);
    expect(await renderBody(exchanges)).toEqual(given);
  });
});

describe('render defaults when the presets do not help', () => {
  const reply = (responseObject: unknown, state = 0) =>
    envelopeReply({ state, responseObject, failureMessage: state ? 'No access.' : null, failureDetail: null });

  it('leaves the preset out when no preset is named Preview (any letter case counts)', async () => {
    const presets = [{ id: '7d2e4f61-8a9b-4c3d-b2e1-6f5a4b3c2d1e', name: 'PDF/X-4 print' }];
    const { client, exchanges } = mockClient((request) => reply(request.method === 'GET' ? presets : ['r-1']));
    await client.call('campaignsRenderDocument', { body: { campaignId: 1, documentId: 2 } });
    expect(await renderBody(exchanges)).toEqual({ campaignId: 1, documentId: 2, enableCache: true, blockSize: 50 });
    const lower = mockClient((request) => reply(request.method === 'GET' ? [{ id: 'p-1', name: 'preview' }] : ['r-1']));
    await lower.client.call('campaignsRenderDocument', { body: { campaignId: 1, documentId: 2 } });
    expect((await renderBody(lower.exchanges)).presetId).toBe('p-1');
  });

  it('rejects the call, sending no render, when the presets cannot be read', async () => {
    const { client, exchanges } = mockClient(() => reply(null, 1));
    await expect(client.call('campaignsRenderDocument', { body: { campaignId: 1, documentId: 2 } })).rejects.toBeInstanceOf(DsmApiError);
    expect(pathsOf(exchanges)).toEqual(['GET /api/campaign/pdfpresets']);
  });

  it('refuses a bad body before reading anything', async () => {
    const { client, exchanges } = mockClient();
    const error = await (client.call as (id: string, input: object) => Promise<unknown>)('campaignsRenderDocument', {}).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });
});
