/** Which of Prism's replies the mock rewrites, and the failureMessage each status gets. */
import { describe, expect, it } from 'vitest';
import { failureEnvelopeFor, isMockVerdict, missingSigningHeaders, type MockReply } from '../../scripts/serve/mock-errors.js';

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });
const ENVELOPE_401 = '{"state":1,"responseObject":null,"failureMessage":"The request signature is not valid.","failureDetail":null}';

describe('isMockVerdict', () => {
  it.each<[string, MockReply, boolean]>([
    ['a success', { status: 200, headers: {}, body: '{"state":0}' }, false],
    ['a 401 with sl-violations', { status: 401, headers: { 'sl-violations': '[]' }, body: ENVELOPE_401 }, true],
    ['a problem+json 404', { status: 404, headers: { 'content-type': 'application/problem+json' }, body: '{}' }, true],
    ['a 400 that is not an envelope', { status: 400, headers: {}, body: '{"error":{"code":"invalid_json"}}' }, true],
    ["the contract's own 401 example", { status: 401, headers: { 'content-type': 'application/json' }, body: ENVELOPE_401 }, false],
  ])('%s', (_, reply, expected) => {
    expect(isMockVerdict(reply)).toBe(expected);
  });
});

describe('missingSigningHeaders', () => {
  it('reads header names case-insensitively as node gives them (lower case) and keeps the protocol order', () => {
    expect(missingSigningHeaders({ 'x-dsm-time': 't' })).toEqual(['X-DSM-Algo', 'X-DSM-Id', 'X-DSM-Signature']);
    expect(missingSigningHeaders({ 'x-dsm-algo': 'a', 'x-dsm-id': 'i', 'x-dsm-time': 't', 'x-dsm-signature': 's' })).toEqual([]);
  });

  it('counts an empty header as missing', () => {
    expect(missingSigningHeaders({ 'x-dsm-algo': '', 'x-dsm-id': 'i', 'x-dsm-time': 't', 'x-dsm-signature': 's' })).toEqual(['X-DSM-Algo']);
  });
});

describe('failureEnvelopeFor', () => {
  it('401 with one header missing', () => {
    const envelope = failureEnvelopeFor(request('GET', '/api/contacts/count', { 'x-dsm-algo': 'a', 'x-dsm-id': 'i', 'x-dsm-time': 't' }), {
      status: 401,
      headers: { 'sl-violations': '[]' },
      body: ENVELOPE_401,
    });
    expect(envelope.failureMessage).toBe('The request is not signed: X-DSM-Signature is missing.');
  });

  it('422 lists every violation and keeps them as the detail', () => {
    const violations = [
      { location: ['request', 'body', 'size'], severity: 'Error', code: 'type', message: 'Request body property size must be integer' },
      { location: ['request', 'body'], severity: 'Error', code: 'required', message: "Request body must have required property 'start'" },
    ];
    const envelope = failureEnvelopeFor(request('POST', '/api/contacts/get'), {
      status: 422,
      headers: { 'sl-violations': JSON.stringify(violations) },
      body: ENVELOPE_401,
    });
    expect(envelope).toEqual({
      state: 1,
      responseObject: null,
      failureMessage:
        "The request does not match the contract of POST /api/contacts/get: Request body property size must be integer; Request body must have required property 'start'.",
      failureDetail: violations,
    });
  });

  it("404 names the method and path and keeps Prism's explanation as the detail", () => {
    const body = JSON.stringify({
      title: 'Route not resolved, no path matched',
      status: 404,
      detail: "The route /api/x hasn't been found in the specification file",
    });
    expect(
      failureEnvelopeFor(request('get', '/api/x'), { status: 404, headers: { 'content-type': 'application/problem+json' }, body }),
    ).toEqual({
      state: 1,
      responseObject: null,
      failureMessage: 'There is no operation GET /api/x.',
      failureDetail: "The route /api/x hasn't been found in the specification file",
    });
  });

  it('400 for a body that is not JSON', () => {
    const body = '{"error":{"code":"invalid_json","message":"Invalid JSON"}}';
    expect(failureEnvelopeFor(request('POST', '/api/contacts/get'), { status: 400, headers: {}, body }).failureMessage).toBe(
      'The body of POST /api/contacts/get is not valid JSON.',
    );
  });

  it('any other refusal says the mock could not answer, with its status and reason', () => {
    const body = JSON.stringify({ title: 'Internal error', detail: 'No example found' });
    expect(
      failureEnvelopeFor(request('GET', '/api/y'), { status: 500, headers: { 'content-type': 'application/problem+json' }, body })
        .failureMessage,
    ).toBe('The mock could not answer GET /api/y (HTTP 500): No example found.');
  });
});
