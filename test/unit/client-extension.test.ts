/**
 * `createDsmClient` is the client the generated functions and hooks need; `withCall` (`@dsm/sdk/call`)
 * and `withRaw` (`@dsm/sdk/raw`) add `call()` and `raw` to it, in either order, sending exactly as the
 * client does. A value that is not such a client is refused with a typed error.
 */
import { describe, expect, it } from 'vitest';
import { contactsDeleteById } from '../../generated/functions/contacts.js';
import { withCall } from '../../src/call.js';
import { createDsmClient, type DsmClient } from '../../src/client.js';
import { NOT_A_CLIENT_MESSAGE } from '../../src/client-extension.js';
import { DsmConfigError, DsmValidationError } from '../../src/errors.js';
import { withRaw } from '../../src/raw.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';

const config = { targetSystem: 'demo.example.com', publicKey: 'pub-1', privateKey: 'priv-1' };

function recorded() {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 7 }));
  return { client: createDsmClient({ ...config, fetch: recorder.fetch }), exchanges: recorder.exchanges };
}

describe('the client and its extensions', () => {
  it('createDsmClient gives send and config only', () => {
    const { client } = recorded();
    expect(Object.keys(client).sort()).toEqual(['config', 'send']);
  });

  it('withCall and withRaw compose in either order and send what the function sends', async () => {
    const { client, exchanges } = recorded();
    const both = [withRaw(withCall(client)), withCall(withRaw(client))];
    for (const dsm of both) {
      await expect(dsm.call('contactsDeleteById', { path: { id: 5012 } })).resolves.toBe(7);
      const raw = await dsm.raw.GET('/api/contacts/delete/{id}', { params: { path: { id: 5012 } } });
      expect(raw.data).toEqual({ state: 0, responseObject: 7 });
      expect(dsm.config).toBe(client.config);
    }
    await expect(contactsDeleteById(5012, { client: both[0]! })).resolves.toBe(7);
    const sent = exchanges.map(({ request }) => [request.method, new URL(request.url).pathname, request.headers.get('x-dsm-signature')]);
    expect(sent).toHaveLength(5);
    for (const [method, path, signature] of sent) {
      expect([method, path]).toEqual(['GET', '/api/contacts/delete/5012']);
      expect(signature).toBeTruthy();
    }
  });

  it('call() refuses an unknown operation as a rejected DsmValidationError and sends nothing', async () => {
    const { client, exchanges } = recorded();
    const call = withCall(client).call as (id: string) => Promise<unknown>;
    await expect(call('noSuchOperation')).rejects.toBeInstanceOf(DsmValidationError);
    expect(exchanges).toHaveLength(0);
  });

  it('refuses what is not a client made by createDsmClient', () => {
    const lookAlike = { send: (async () => 1) as DsmClient['send'], config: {} };
    expect(() => withRaw(lookAlike)).toThrow(new DsmConfigError(NOT_A_CLIENT_MESSAGE));
    for (const value of [undefined, null, 5, {}]) {
      expect(() => withCall(value as never)).toThrow(DsmConfigError);
      expect(() => withRaw(value as never)).toThrow(DsmConfigError);
    }
    // A client of its own making (a test double with `send`) can still get call().
    expect(typeof withCall(lookAlike).call).toBe('function');
  });
});
