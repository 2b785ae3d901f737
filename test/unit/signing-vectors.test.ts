/** The SDK reproduces every worked signing example of test/fixtures/signing-vectors.json byte for byte. */
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { resolveTarget } from '../../src/config.js';
import { RequestSigner } from '../../src/signing/signer.js';
import { dsmHeaderNames, envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { signingVectors } from '../support/fixtures.js';

const vectors = signingVectors();

describe('signing vectors', () => {
  it('covers a meaningful set of cases', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(16);
  });

  describe.each(vectors)('$name: $method $path', (vector) => {
    it('the signer computes every header', () => {
      const target = resolveTarget(vector.config)!;
      const signer = new RequestSigner(
        { publicKey: vector.config.publicKey, privateKey: vector.config.privateKey },
        { host: target.host, sourcePublicKey: vector.config.sourcePublicKey, designer: vector.config.designer },
      );
      const headers = signer.sign({
        method: vector.method,
        signedPath: vector.expected.signedPath,
        body: vector.body ?? '',
        instant: new Date(vector.now),
      });
      expect(headers).toEqual(vector.expected.headers);
      expect(target.directory + vector.path).toBe(vector.expected.signedPath);
    });

    it('the client sends exactly this URL and these headers', async () => {
      const { fetch, exchanges } = recordingFetch(() => envelopeReply({ state: 0, responseObject: null }));
      const client = createDsmClient({ ...vector.config, fetch, now: () => new Date(vector.now) });
      const request = client.raw.request as unknown as (method: string, path: string, init: object) => Promise<unknown>;
      await request(vector.method.toLowerCase(), vector.path, {
        body: vector.body ?? undefined,
        bodySerializer: (body: string) => body, // the vector's body is already the exact JSON text
      });

      expect(exchanges).toHaveLength(1);
      const sent = exchanges[0]!.request;
      expect(sent.url).toBe(vector.expected.url);
      expect(sent.method).toBe(vector.method);
      expect(dsmHeaderNames(sent)).toEqual(Object.keys(vector.expected.headers).map((h) => h.toLowerCase()).sort());
      for (const [name, value] of Object.entries(vector.expected.headers)) expect(sent.headers.get(name)).toBe(value);
      expect(await sent.text()).toBe(vector.body ?? '');
    });
  });
});
