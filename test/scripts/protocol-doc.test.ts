/**
 * The worked signing examples in docs/protocol.md are right: every intermediate key and signature it
 * prints is recomputed here from the signing vectors with node:crypto (independently of the SDK's signer).
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signingVectors, type SigningVector } from '../support/fixtures.js';

const doc = readFileSync(new URL('../../docs/protocol.md', import.meta.url), 'utf8');
const H = (key: Buffer | string, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();
const vector = (name: string): SigningVector => signingVectors().find((v) => v.name === name)!;

/** k1..k5 of the request signature chain of a vector, and its designer and request signatures. */
function chain(v: SigningVector) {
  const host = v.config.targetSystem.split('/')[0]!.toLowerCase();
  const time = v.expected.headers['X-DSM-Time']!;
  const k1 = H(v.config.privateKey, host);
  const k2 = H(k1, time);
  const k3 = H(k2, time.slice(0, 10));
  const k4 = H(k3, v.method.toLowerCase());
  const k5 = H(k4, v.expected.signedPath.toLowerCase());
  const k6 = v.config.sourcePublicKey ? H(k5, v.config.sourcePublicKey.toLowerCase()) : undefined;
  const signature = H(k6 ?? k5, v.body ?? '').toString('hex');
  const d1 = v.config.designer?.customerId ? H(k4, String(v.config.designer.customerId)) : undefined;
  const designerSignature = v.config.designer?.campaignName
    ? H(d1 ?? k4, v.config.designer.campaignName.toLowerCase()).toString('hex')
    : undefined;
  return { k1, k2, k3, k4, k5, k6, signature, d1, designerSignature };
}

describe('docs/protocol.md worked examples', () => {
  it('case-2: every step of the request signature, and the headers sent', () => {
    const v = vector('case-2');
    const { k1, k2, k3, k4, k5, k6, signature } = chain(v);
    expect(signature).toBe(v.expected.headers['X-DSM-Signature']);
    for (const key of [k1, k2, k3, k4, k5, k6!]) expect(doc).toContain(key.toString('hex'));
    expect(doc).toContain(`X-DSM-Signature: ${signature}`);
    expect(doc).toContain(v.expected.url);
    expect(doc).toContain(v.config.privateKey);
  });

  it('case-3: the request and designer signatures with a non-ASCII body', () => {
    const v = vector('case-3');
    const { k4, d1, signature, designerSignature } = chain(v);
    expect(signature).toBe(v.expected.headers['X-DSM-Signature']);
    expect(designerSignature).toBe(v.expected.headers['X-DSM-DesignerSignature']);
    for (const hex of [k4.toString('hex'), d1!.toString('hex'), signature, designerSignature!]) expect(doc).toContain(hex);
    expect(doc).toContain(v.body!);
  });
});
