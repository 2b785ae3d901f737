/** The SDK reproduces every worked signing example of test/fixtures/signing-vectors.json byte for byte. */
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations/index.js';
import { createDsmClient } from '../../src/client.js';
import type { Operation } from '../../src/operation.js';
import { resolveTarget } from '../../src/config.js';
import { RequestSigner } from '../../src/signing/signer.js';
import { dsmHeaderNames, envelopeReply, recordingFetch } from '../support/recording-fetch.js';
import { signingVectors, type SigningVector } from '../support/fixtures.js';

const vectors = signingVectors();

/** The contract operation a vector's concrete path belongs to, with its path values (test-side only). */
function operationOf(method: string, path: string): { operation: Operation; values: Record<string, string> } {
  const segments = path.split('/');
  const candidates = Object.values(operations as Record<string, Operation>).filter((op) => op.method === method);
  // A template whose literal segments all match; literal matches beat parameters.
  const scored = candidates
    .map((op) => {
      const template = op.path.split('/');
      if (template.length !== segments.length) return undefined;
      const values: Record<string, string> = {};
      let literals = 0;
      for (const [i, part] of template.entries()) {
        if (/^\{.+\}$/.test(part)) values[part.slice(1, -1)] = decodeURIComponent(segments[i]!);
        else if (part.toLowerCase() === segments[i]!.toLowerCase()) literals++;
        else return undefined;
      }
      return { operation: op, values, literals };
    })
    .filter((match) => match !== undefined)
    .sort((a, b) => b.literals - a.literals);
  if (!scored[0]) throw new Error(`no operation for ${method} ${path}`);
  return scored[0];
}

function signerOf(vector: SigningVector): RequestSigner {
  const target = resolveTarget(vector.config)!;
  return new RequestSigner(
    { publicKey: vector.config.publicKey, privateKey: vector.config.privateKey },
    { host: target.host, sourcePublicKey: vector.config.sourcePublicKey, designer: vector.config.designer },
  );
}

/** A vector's path with every segment written as the platform's client writes a path value. */
const clientSpelling = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/');

describe('signing vectors', () => {
  it("every vector but the resource deletions spells its path as the platform's client does", () => {
    const respelled = vectors.filter((v) => clientSpelling(v.path) !== v.path).map((v) => v.path);
    expect(respelled).toEqual(vectors.filter((v) => v.path.includes('[ptrt]')).map((v) => v.path));
    expect(respelled.length).toBeGreaterThan(0);
  });

  it('covers a meaningful set of cases', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(16);
  });

  describe.each(vectors)('$name: $method $path', (vector) => {
    it('the signer computes every header', async () => {
      const target = resolveTarget(vector.config)!;
      const headers = await signerOf(vector).sign({
        method: vector.method,
        signedPath: vector.expected.signedPath,
        body: vector.body ?? '',
        instant: new Date(vector.now),
      });
      expect(headers).toEqual(vector.expected.headers);
      expect(target.directory + vector.path).toBe(vector.expected.signedPath);
    });

    it('the client sends exactly this URL and these headers (its own percent-encoding where the vector differs)', async () => {
      const { fetch, exchanges } = recordingFetch(() => envelopeReply({ state: 0, responseObject: null }));
      const client = createDsmClient({ ...vector.config, fetch, now: () => new Date(vector.now) });
      // Sent forward, as the generated functions do: the operation with its path values and body.
      const { operation, values } = operationOf(vector.method, vector.path);
      const body = vector.body ? JSON.parse(vector.body) : undefined;
      expect(JSON.stringify(body) ?? '').toBe(vector.body ?? ''); // the vector's body is compact JSON
      await client.send(operation, { path: values, body });

      expect(exchanges).toHaveLength(1);
      const sent = exchanges[0]!.request;
      // The platform's client writes every path value with encodeURIComponent. A vector that gives a
      // value in another spelling (brackets left literal) is the same request; the SDK sends the client's
      // spelling and signs exactly that path.
      const sentPath = clientSpelling(vector.path);
      expect(sent.url).toBe(vector.expected.url.replace(vector.path, sentPath));
      expect(decodeURI(new URL(sent.url).pathname)).toBe(decodeURI(vector.expected.signedPath));
      expect(sent.method).toBe(vector.method);
      expect(dsmHeaderNames(sent)).toEqual(
        Object.keys(vector.expected.headers)
          .map((h) => h.toLowerCase())
          .sort(),
      );
      const expected =
        sentPath === vector.path
          ? vector.expected.headers
          : await signerOf(vector).sign({
              method: vector.method,
              signedPath: vector.expected.signedPath.replace(vector.path, sentPath),
              body: vector.body ?? '',
              instant: new Date(vector.now),
            });
      for (const [name, value] of Object.entries(expected)) expect(sent.headers.get(name)).toBe(value);
      expect(await sent.text()).toBe(vector.body ?? '');
    });
  });
});
