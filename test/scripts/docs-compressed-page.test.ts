/** The docs page is sent in the best form the client accepts, and a client holding it gets a 304. */
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compress, sendPage, type ServedPage } from '../../scripts/docs/compressed-page.js';

const identity = Buffer.from('<!doctype html><title>docs</title>'.repeat(200));
let page: ServedPage;
let server: Server;
let origin: string;

beforeAll(async () => {
  page = { identity, encoded: { br: await compress(identity, 'br'), gzip: await compress(identity, 'gzip') }, tag: 'k1' };
  server = createServer((request, response) => sendPage(request, response, page, 'text/html; charset=utf-8'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET: Node's http does not decode, so the bytes are what travelled. */
async function get(headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${origin}/`, { headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ status: reply.statusCode!, headers: reply.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('chooseEncoding', () => {
  const ready = { br: Buffer.alloc(1), gzip: Buffer.alloc(1) };
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s -> %s', (accept, expected) => {
    expect(chooseEncoding(accept, ready)).toBe(expected);
  });
  it('sends only forms that are ready', () => {
    expect(chooseEncoding('br, gzip', { gzip: Buffer.alloc(1) })).toBe('gzip');
    expect(chooseEncoding('br', {})).toBeUndefined();
  });
});

describe('sendPage', () => {
  it('sends brotli to a client that accepts it, with an ETag, revalidation and Vary', async () => {
    const reply = await get({ 'Accept-Encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(reply.body).equals(identity)).toBe(true);
    expect(reply.body.length).toBeLessThan(identity.length / 10);
  });

  it('sends gzip, or the page itself, to clients without brotli', async () => {
    const gzipped = await get({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).equals(identity)).toBe(true);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(identity)).toBe(true);
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);
  });

  it('answers 304 without a body to a client holding the same form', async () => {
    const first = await get({ 'Accept-Encoding': 'br' });
    const again = await get({ 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherForm = await get({ 'Accept-Encoding': 'gzip', 'If-None-Match': String(first.headers.etag) });
    expect(otherForm.status).toBe(200);
  });
});
