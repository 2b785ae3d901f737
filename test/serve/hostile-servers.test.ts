/**
 * Issue 30 over HTTP, on the servers `npm start` runs (the mock with the sandbox behind Prism, the docs,
 * the console with keys of its own):
 *   1. each answers only its own loopback Host and port: a foreign name (DNS rebinding) gets a 421 that
 *      carries nothing of value, the console's keys least of all;
 *   3. the mock checks as the platform does: the signature over the path as sent, every signing header
 *      kept however many headers come with them (or 431), one body limit, a target system with a directory;
 *   5. its HTTP manners: a 405 names the allowed methods, a control character in a path value is a value
 *      like any other, and a refusal names a missing value.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsole, type RunningConsole } from '../../scripts/serve/console.js';
import { startDocs, type RunningDocs } from '../../scripts/serve/docs-server.js';
import { startMock } from '../../scripts/serve/mock-server.js';
import { freePort, type RunningMock } from '../../scripts/serve/prism.js';
import { MAX_BODY_BYTES } from '../../src/sandbox/defaults.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { RequestSigner } from '../../src/signing/signer.js';
import { createDsmClient } from '../support/full-client.js';
import { bundleFile } from './bundle.js';
import { rawRequest } from './stack-support.js';

const KEYS = {
  publicKey: 'hostile-test-pub',
  privateKey: 'hostile-test-private-key',
  adminPublicKey: 'hostile-test-admin-pub',
  adminPrivateKey: 'hostile-test-admin-private-key',
};

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with headers exactly as given (Host included, in this order), answered in full. */
function exchange(port: number, method: string, target: string, headers: [string, string][], body = ''): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path: target, headers: headers.flat(), setHost: false }, (reply) => {
      let text = '';
      reply.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      reply.on('end', () => resolve({ status: reply.statusCode!, headers: reply.headers, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The signing headers of a request signed over `signedPath` (default: the target's path) and `body`. */
async function signing(method: string, signedPath: string, body = ''): Promise<[string, string][]> {
  const signer = new RequestSigner(KEYS, { host: '127.0.0.1' });
  const headers = Object.entries(await signer.sign({ method, signedPath, body, instant: new Date() }));
  return body ? [...headers, ['Content-Type', 'application/json']] : headers;
}

let mock: RunningMock;
let docs: RunningDocs;
let consoleApp: RunningConsole;
let dist: string;
const ports: Record<'mock' | 'docs' | 'console', number> = { mock: 0, docs: 0, console: 0 };
const own = (port: number) => `127.0.0.1:${port}`;

beforeAll(async () => {
  const sandbox = createSandbox({ keys: KEYS, speed: Number.POSITIVE_INFINITY });
  dist = mkdtempSync(join(tmpdir(), 'dsm-hostile-console-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  [mock, docs, consoleApp] = await Promise.all([
    freePort().then((port) => startMock(bundleFile(), port, { handlers: () => sandbox.handlers, report: () => undefined })),
    // The page is never built here: the server and its contract file are what is tested.
    freePort().then((port) => startDocs(bundleFile(), port, { buildAfter: new Promise(() => undefined), cacheDir: dist })),
    startConsole({ port: 0, dist, mockUrl: 'http://127.0.0.1:4010', keys: KEYS }),
  ]);
  Object.assign(ports, { mock: mock.port, docs: Number(new URL(docs.url).port), console: consoleApp.port });
}, 180_000);

afterAll(async () => {
  await Promise.all([mock?.stop(), docs?.stop(), consoleApp?.stop()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('1. each server answers only its own loopback Host and port', () => {
  const servers = [
    ['mock', '/api/smartcampaign/login'],
    ['docs', '/openapi.json'],
    ['console', '/console-config.json'],
  ] as const;
  const foreign = (port: number) => [
    `evil.example:${port}`,
    'evil.example',
    `127.0.0.1.evil.example:${port}`,
    `localhost.evil.example:${port}`,
    `127.0.0.1:${port + 1}`,
    `localhost:${port}0`,
    '127.0.0.1',
    `127.0.0.2:${port}`,
    `0.0.0.0:${port}`,
    `[::2]:${port}`,
    `user@127.0.0.1:${port}`,
    `127.0.0.1:${port}/x`,
  ];

  it.each(servers)('%s: a foreign Host gets 421, and nothing of the console configuration', async (name, path) => {
    const port = ports[name];
    for (const host of foreign(port)) {
      const reply = await exchange(port, 'GET', path, [['Host', host]]);
      expect(reply.status, host).toBe(421);
      expect(reply.body, host).not.toContain(KEYS.privateKey);
      expect(reply.body, host).not.toContain('openapi');
    }
  });

  it.each(servers)('%s: no Host at all (HTTP/1.0) gets 421', async (name, path) => {
    expect(await rawRequest(ports[name], `GET ${path} HTTP/1.0\r\n\r\n`)).toBe(421);
  });

  it.each(servers)('%s: its own address and port, by every loopback name, is answered', async (name, path) => {
    const port = ports[name];
    for (const host of [own(port), `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`]) {
      const method = name === 'mock' ? 'POST' : 'GET';
      const body = name === 'mock' ? '{"login":"jane.doe","password":"S3cret!"}' : '';
      const reply = await exchange(
        port,
        method,
        path,
        [
          ['Host', host],
          ['Content-Type', 'application/json'],
        ],
        body,
      );
      expect(reply.status, host).toBe(200);
    }
  });

  it("the console's configuration, with its keys, goes to its own Host only", async () => {
    const reply = await exchange(ports.console, 'GET', '/console-config.json', [['Host', own(ports.console)]]);
    expect(JSON.parse(reply.body)).toMatchObject({ keys: { privateKey: KEYS.privateKey } });
  });
});

describe('3. the mock checks as the platform does', () => {
  const count = '/api/contacts/count';

  it.each([
    ['a dot segment', '/api/x/../contacts/count'],
    ['an encoded dot segment', '/api/x/%2e%2e/contacts/count'],
    ['backslashes', '/api\\contacts\\count'],
    ['a doubled slash', '/api//contacts/count'],
  ])('a request signed for %s is refused under another spelling of the path (%s)', async (_what, target) => {
    const reply = await exchange(ports.mock, 'GET', target, [['Host', own(ports.mock)], ...(await signing('GET', count))]);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).not.toMatch(/"state":0/);
  });

  it.each([0, 100, 200, 240])('keeps the signing headers among %i other headers', async (extra) => {
    const fillers = Array.from({ length: extra }, (_, i): [string, string] => [`X-Filler-${i}`, 'x']);
    const reply = await exchange(ports.mock, 'GET', count, [['Host', own(ports.mock)], ...fillers, ...(await signing('GET', count))]);
    expect(reply.status, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ state: 0 });
  });

  it.each([300, 1000])('refuses %i headers with 431, never as a broken reply', async (extra) => {
    const fillers = Array.from({ length: extra }, (_, i): [string, string] => [`X-F${i}`, 'x']);
    const reply = await exchange(ports.mock, 'GET', count, [['Host', own(ports.mock)], ...fillers, ...(await signing('GET', count))]);
    expect(reply.status).toBe(431);
    expect(reply.body).not.toContain('breaks the contract');
  });

  it(`refuses a body over the one limit (${MAX_BODY_BYTES / 1024 / 1024} MiB) with 413 in the platform's envelope`, async () => {
    const body = `{"login":"${'a'.repeat(MAX_BODY_BYTES)}","password":"x"}`;
    const path = '/api/smartcampaign/login';
    const reply = await exchange(
      ports.mock,
      'POST',
      path,
      [
        ['Host', own(ports.mock)],
        ['Content-Type', 'application/json'],
      ],
      body,
    );
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toMatchObject({ state: 1, failureMessage: 'The request body is larger than 10 MiB.' });
  });

  it.each(['127.0.0.1/dsmx', '127.0.0.1/dsmx/portal', 'localhost/dsmx'])(
    'takes a target system with a directory: %s',
    async (targetSystem) => {
      const dsm = createDsmClient({ targetSystem, protocol: 'http', port: ports.mock, ...KEYS });
      await expect(dsm.call('contactsCount')).resolves.toBeGreaterThan(0);
    },
  );

  it.each(['-1', '1e3', '0'])('answers the upload status of %s (never started) with the platform failure, not a 500', async (id) => {
    const path = `/api/contacts/fileupload/status/${id}`;
    const reply = await exchange(ports.mock, 'GET', path, [['Host', own(ports.mock)], ...(await signing('GET', path))]);
    expect(reply.status, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ state: 1, failureMessage: expect.any(String) });
    expect(reply.body).not.toContain('undefined');
  });
});

describe('5. HTTP manners of the mock', () => {
  it.each([
    ['DELETE', '/api/contacts/count', 'GET, POST'],
    ['PUT', '/api/smartcampaign/login', 'POST'],
    ['PROPFIND', '/api/contacts/count', 'GET, POST'],
    ['PATCH', '/dsmx/api/contacts/count', 'GET, POST'],
  ])('a 405 for %s %s names the allowed methods: %s', async (method, path, allowed) => {
    const reply = await exchange(ports.mock, method, path, [['Host', own(ports.mock)], ...(await signing(method, path))]);
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe(allowed);
  });

  it.each([
    ['docs', 'POST', 'GET, HEAD'],
    ['console', 'DELETE', 'GET, HEAD'],
  ] as const)('%s: a 405 for %s names GET and HEAD', async (name, method, allowed) => {
    const reply = await exchange(ports[name], method, '/', [['Host', own(ports[name])]]);
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe(allowed);
  });

  it.each(['a%00b', 'a%01b', 'tab%09here', 'line%0Afeed', 'del%7F'])(
    'a control character in a path value is a value like any other: %s',
    async (name) => {
      const path = `/api/campaignTemplates/byname/${name}`;
      const reply = await exchange(ports.mock, 'GET', path, [['Host', own(ports.mock)], ...(await signing('GET', path))]);
      expect(reply.status, reply.body).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({
        state: 1,
        failureMessage: expect.stringMatching(/^There is no campaign template named/),
      });
    },
  );

  it.each([
    ['/api/campaign/getCampaignIdByName', '{}', "No 'campaignName' parameter provided."],
    ['/api/database/getdatabase', '{}', "No 'databaseId' or 'databaseName' parameter provided."],
  ])('a refusal of %s %s names the missing value', async (path, body, message) => {
    const reply = await exchange(ports.mock, 'POST', path, [['Host', own(ports.mock)], ...(await signing('POST', path, body))], body);
    expect(reply.body).not.toContain('undefined');
    expect(JSON.parse(reply.body)).toMatchObject({ state: 1, failureMessage: message });
  });
});
