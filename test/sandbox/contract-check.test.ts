/**
 * The sandbox's own contract check, beyond what Prism refuses: a read-only field in a request body and a
 * JSON `null` body where the operation takes an object are refused before any handler runs; a success
 * reply without its result breaks the reply's contract. Whatever the body, the answer is an envelope.
 */
import { describe, expect, it } from 'vitest';
import { replyViolations, requestViolations } from '../../src/sandbox/contract-check/index.js';
import { SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';
import { signingTime } from '../../src/signing/timestamp.js';
import { expectedSignature } from '../browser/signature.js';
import { demoClient, useSandbox } from './support.js';

const { sandbox } = useSandbox();
const facts = (body: unknown) => ({ method: 'POST', params: {}, bodyText: JSON.stringify(body), body, contentType: 'application/json' });

describe('the sandbox’s contract check', () => {
  it('refuses a read-only field in a request body, naming it', () => {
    expect(requestViolations('loginCreate', facts({ id: 3, login: 'anna', password: 'secret' }))).toContainEqual({
      location: ['body', 'id'],
      severity: 'Error',
      code: 'readOnly',
      message: 'Request body property id is read-only',
    });
  });

  it('refuses a JSON null body where the operation takes an object, and lets it through where null is allowed', () => {
    expect(requestViolations('loginAuthenticate', facts(null))).toEqual([
      { location: ['body'], severity: 'Error', code: 'type', message: 'Request body must be object' },
    ]);
    expect(requestViolations('fileUploadsGet', facts(null))).toEqual([]);
  });

  it('answers a refused request with the 422 envelope before the handler runs', async () => {
    const before = sandbox.store.contacts.size;
    const response = await demoClient().raw.POST('/api/contacts/insert', { body: { firstName: 'Eva', shoeSize: 42 } as never });
    expect(response.response.status).toBe(422);
    expect(response.error ?? response.data).toMatchObject({
      state: 1,
      responseObject: null,
      failureMessage:
        "The request does not match the contract of POST /api/contacts/insert: Request body must NOT have additional properties; found 'shoeSize'.",
    });
    expect(sandbox.store.contacts.size).toBe(before);
  });

  it.each(['', '{', '[]', '"text"', '1e400', '{"__proto__":{"x":1}}', 'null', JSON.stringify({ a: [[[[[[1]]]]]] })])(
    'answers the body %j with an envelope, never a throw',
    async (text) => {
      const time = signingTime(new Date()).timeStamp;
      const signature = expectedSignature({
        privateKey: SANDBOX_DEMO_KEYS.privateKey,
        host: '127.0.0.1',
        time,
        method: 'POST',
        signedPath: '/api/contacts/get',
        body: text,
      });
      const response = await fetch('http://127.0.0.1:9/api/contacts/get', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-DSM-Algo': 'hmacsha256',
          'X-DSM-Id': SANDBOX_DEMO_KEYS.publicKey,
          'X-DSM-Time': time,
          'X-DSM-Signature': signature,
        },
        body: text,
      });
      expect([400, 422]).toContain(response.status);
      expect(await response.json()).toMatchObject({ state: 1, failureMessage: expect.stringMatching(/contract of POST|not valid JSON/) });
    },
  );

  it('finds a success reply without its result wrong, and the full envelope right', () => {
    expect(replyViolations('contactsCount', { state: 0 }).map((v) => v.message)).toContain(
      "Response body must have required property 'responseObject'",
    );
    expect(replyViolations('contactsCount', { state: 0, responseObject: 7, failureMessage: null, failureDetail: null })).toEqual([]);
    expect(replyViolations('contactsCount', { state: 1, failureMessage: 'Refused.', failureDetail: null })).toEqual([]);
  });
});
