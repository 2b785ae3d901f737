/**
 * The reply envelope in the reference: its fields shown once in the guide, from the contract (the page
 * itself, where each operation names the envelope rather than spelling it out: test/docs/docs.browser.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { docsContract } from '../../scripts/docs/docs-contract.js';
import { ENVELOPE_SCHEMAS, envelopeFields } from '../../scripts/docs/envelope-docs.js';
import { loadBundle } from '../../scripts/generate/contract.js';

const bundle = loadBundle();
const envelope = bundle.components.schemas.Envelope;

describe('the envelope in the reference', () => {
  it('names schemas the contract has, the envelope and the failure envelope', () => {
    for (const name of ENVELOPE_SCHEMAS) expect(bundle.components.schemas[name]).toBeDefined();
    expect(JSON.stringify(bundle.components.responses.Failure)).toContain('#/components/schemas/FailureEnvelope');
  });

  it("lists every field of the contract's Envelope with its meaning, once, in the guide", () => {
    const table = envelopeFields(bundle);
    const fields = Object.keys(envelope.properties);
    expect(fields).toEqual(['state', 'responseObject', 'failureMessage', 'failureDetail']);
    const rows = table.split('\n').slice(2);
    expect(rows.map((row) => row.match(/^\| `(\w+)` \|/)?.[1])).toEqual(fields);
    // A field that refers to a schema takes that schema's description.
    expect(rows[0]).toContain(bundle.components.schemas.ResponseState.description);
    expect(rows[1]).toContain(envelope.properties.responseObject.description);
    const guide = docsContract(bundle).info.description as string;
    expect(guide.split(table).length).toBe(2);
  });

  it('refuses a contract without one of the envelope schemas, or whose envelope has no fields', () => {
    const without = structuredClone(bundle);
    delete without.components.schemas.FailureEnvelope;
    expect(() => envelopeFields(without)).toThrow('the contract has no FailureEnvelope schema');
    const empty = structuredClone(bundle);
    empty.components.schemas.Envelope = { type: 'object' };
    expect(() => envelopeFields(empty)).toThrow('no fields');
  });

  it('keeps a line break or a bar of a description inside its cell', () => {
    const odd = structuredClone(bundle);
    odd.components.schemas.Envelope.properties.failureDetail.description = 'a | b\nc';
    expect(envelopeFields(odd)).toContain('| `failureDetail` | a \\| b c |');
  });
});
