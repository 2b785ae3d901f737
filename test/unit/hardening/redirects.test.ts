// @vitest-environment jsdom
/**
 * A signature goes only to the host it was made for: no surface follows a redirect. A 3xx reply (or the
 * opaque reply a browser gives for a redirect it did not follow) is a DsmHttpError naming the
 * `Location`, and nothing is sent again, to that host or any other, with or without a body.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDsmClient } from '../../support/full-client.js';
import { DsmHttpError } from '../../../src/errors.js';
import { recordingFetch } from '../../support/recording-fetch.js';
import { SURFACES, sendThrough, type SurfaceInput } from '../../support/surfaces.js';

const keys = { publicKey: 'pub', privateKey: 'priv', adminPublicKey: 'admin-pub', adminPrivateKey: 'admin-priv' };
const REDIRECT_STATUSES = [300, 301, 302, 303, 307, 308];
/** A GET without input and a POST with a body (307 and 308 would send the body again). */
const CALLS: [string, SurfaceInput][] = [
  ['contactsCount', {}],
  ['contactsCountWithQuery', { body: { wheres: [] } }],
];

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('a redirect reply to a fake fetch', () => {
  const cases = SURFACES.flatMap((surface) =>
    REDIRECT_STATUSES.flatMap((status) => CALLS.map(([id, input]) => [surface, status, id, input] as const)),
  );

  it.each(cases)(
    '%s, HTTP %i, %s: a DsmHttpError naming the Location, sent once, redirects not followed',
    async (surface, status, id, input) => {
      const location = `https://elsewhere.test/${status}/steal`;
      const recorder = recordingFetch(() => new Response(null, { status, headers: { Location: location } }));
      const client = createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: recorder.fetch });
      const error = await outcome(sendThrough(surface, client, id, input));
      expect(error).toBeInstanceOf(DsmHttpError);
      expect((error as DsmHttpError).status).toBe(status);
      expect((error as DsmHttpError).message).toContain(location);
      expect(recorder.exchanges).toHaveLength(1);
      expect(recorder.exchanges[0]!.request.redirect).toBe('manual');
    },
  );

  it('an opaque-redirect reply (status 0) is a DsmHttpError too, on every surface', async () => {
    for (const surface of SURFACES) {
      const recorder = recordingFetch(() => opaqueRedirect());
      const client = createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: recorder.fetch });
      const error = await outcome(sendThrough(surface, client, 'contactsCount', {}));
      expect({ surface, error }).toEqual({ surface, error: expect.any(DsmHttpError) });
      expect((error as DsmHttpError).message).toMatch(/redirect/);
      expect(recorder.exchanges).toHaveLength(1);
    }
  });

  it('a 3xx without a Location still fails, and says it was a redirect', async () => {
    const recorder = recordingFetch(() => new Response(null, { status: 302 }));
    const client = createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: recorder.fetch });
    const error = await outcome(client.call('contactsCount'));
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).message).toMatch(/redirect/);
  });

  it('a 2xx and a 4xx reply are not redirects', async () => {
    const ok = recordingFetch(
      () =>
        new Response(JSON.stringify({ state: 0, responseObject: 3 }), { status: 200, headers: { Location: 'https://elsewhere.test/' } }),
    );
    expect(await createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: ok.fetch }).call('contactsCount')).toBe(3);
    const denied = recordingFetch(() => new Response('{}', { status: 404, statusText: 'Not Found' }));
    const error = await outcome(createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: denied.fetch }).call('contactsCount'));
    expect((error as DsmHttpError).message).toBe('Not Found');
  });
});

/** What a browser's fetch gives for `redirect: 'manual'`: type 'opaqueredirect', status 0, no headers. */
function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  return new Proxy(response, {
    get(target, property) {
      if (property === 'type') return 'opaqueredirect';
      if (property === 'status') return 0;
      if (property === 'ok') return false;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a real redirect over loopback, with the global fetch', () => {
  let signed: Server;
  let elsewhere: Server;
  const reachedElsewhere: IncomingMessage[] = [];
  let reachedSigned = 0;
  let status = 307;

  const listen = async (server: Server) => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  };
  let elsewherePort = 0;
  let signedPort = 0;

  beforeAll(async () => {
    elsewhere = createServer((request, response) => {
      reachedElsewhere.push(request);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"state":0,"responseObject":"stolen"}');
    });
    elsewherePort = await listen(elsewhere);
    signed = createServer((request, response) => {
      reachedSigned++;
      request.resume();
      response.writeHead(status, { Location: `http://127.0.0.1:${elsewherePort}${request.url}` }).end();
    });
    signedPort = await listen(signed);
  });

  afterAll(async () => {
    signed.close();
    elsewhere.close();
    await Promise.all([once(signed, 'close'), once(elsewhere, 'close')]);
  });

  it.each(SURFACES.flatMap((surface) => REDIRECT_STATUSES.map((code) => [surface, code] as const)))(
    '%s, HTTP %i: the other host receives nothing, neither signature nor body',
    async (surface, code) => {
      status = code;
      const before = reachedSigned;
      const client = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: signedPort, ...keys });
      for (const [id, input] of CALLS) {
        const error = await outcome(sendThrough(surface, client, id, input));
        expect(error).toBeInstanceOf(DsmHttpError);
        expect((error as DsmHttpError).message).toContain(`http://127.0.0.1:${elsewherePort}/api/contacts/count`);
      }
      // With the admin keys too.
      expect(await outcome(client.call('contactsCount', undefined, { adminKeys: true }))).toBeInstanceOf(DsmHttpError);
      expect(reachedSigned - before).toBe(CALLS.length + 1);
      expect(reachedElsewhere.map((request) => request.headers)).toEqual([]);
    },
  );
});
