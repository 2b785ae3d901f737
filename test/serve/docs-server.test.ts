/**
 * The docs server as `npm start` runs it, with a cache directory of its own: the page, Redoc's script
 * and the contract are each sent compressed once their compressed forms are written, with an ETag (a
 * client holding the form gets a 304) and the caching the resource calls for.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetNames, type RunningDocs, startDocs } from '../../scripts/serve/docs-server.js';
import { freePort } from '../../scripts/serve/prism.js';

const bundleFile = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
let cacheDir: string;
let docs: RunningDocs;

/** A raw GET (Node's http does not decode): the bytes are what travelled. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(`${docs.url}${path}`, { headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ status: reply.statusCode!, headers: reply.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'dsm-docs-server-'));
  docs = await startDocs(bundleFile, await freePort(), { buildAfter: Promise.resolve(), cacheDir });
  await docs.page;
  // The compressed forms are written by a low-priority child after the page: wait for them (at most 4 min).
  for (let i = 0; i < 480; i++) {
    if ((await get('/openapi.json', { 'Accept-Encoding': 'br' })).headers['content-encoding'] === 'br') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the compressed forms were not written within 4 minutes');
}, 300_000);

afterAll(async () => {
  await docs?.stop();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

describe('the docs server', () => {
  it('sends the contract compressed, as brotli or gzip, the same bytes once decoded', async () => {
    const contract = readFileSync(bundleFile);
    const br = await get('/openapi.json', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('application/json');
    expect(br.body.length).toBeLessThan(contract.length / 10);
    expect(brotliDecompressSync(br.body).equals(contract)).toBe(true);
    const gzip = await get('/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(contract)).toBe(true);
    const plain = await get('/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(contract)).toBe(true);
  });

  it('has a client ask again for the contract and the page, and answers a held form with a 304', async () => {
    for (const path of ['/openapi.json', '/']) {
      const first = await get(path, { 'Accept-Encoding': 'br' });
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toBe('Accept-Encoding');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/-br"$/);
      const again = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // The gzip form is another form: sent in full.
      expect((await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
    }
  });

  it("sends Redoc's script and the page's contract compressed, as what they are, to be kept for good", async () => {
    const page = brotliDecompressSync((await get('/', { 'Accept-Encoding': 'br' })).body).toString('utf8');
    const assets = assetNames(page);
    const script = assets.find((name) => name.startsWith('redoc-'));
    const pageContract = assets.find((name) => name.startsWith('contract-'));
    expect(assets).toHaveLength(2);
    const sent = async (name: string | undefined, type: string) => {
      const reply = await get(`/assets/${name}`, { 'Accept-Encoding': 'br' });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['content-type']).toBe(type);
      expect(reply.headers['cache-control']).toContain('immutable');
      return brotliDecompressSync(reply.body).toString('utf8');
    };
    expect(await sent(script, 'text/javascript; charset=utf-8')).toContain('hydrate');
    expect(JSON.parse(await sent(pageContract, 'application/json')).openapi).toMatch(/^3\.1/);
    expect((await get('/assets/redoc-0000000000000000.js')).status).toBe(404);
    expect((await get('/assets/contract-0000000000000000.json')).status).toBe(404);
  });
});
