/** With a bridge configured, the calls it handles go to the parent frame; the checks still come first. */
import { describe, expect, it } from 'vitest';
import { contactsCount, extensionItemsCategoriesGetAll, extensionItemsItemsDelete } from '../../../generated/functions/index.js';
import type { DsmBridge } from '../../../src/bridge/parent-frame.js';
import { createDsmClient } from '../../support/full-client.js';
import { DsmValidationError } from '../../../src/errors.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';

function setup() {
  const bridged: { operationId: string; input: unknown }[] = [];
  const bridge: DsmBridge = {
    handles: (operationId) => operationId.startsWith('extensionItems'),
    send: async (operationId, input) => {
      bridged.push({ operationId, input });
      return 'from parent';
    },
  };
  const { fetch, exchanges } = recordingFetch(() => envelopeReply({ state: 0, responseObject: 12 }));
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch, bridge });
  return { client, bridged, exchanges };
}

describe('a client with a parent-frame bridge', () => {
  it('sends the bridged operations to the parent and the others to the server', async () => {
    const { client, bridged, exchanges } = setup();
    await expect(extensionItemsCategoriesGetAll({ client })).resolves.toBe('from parent');
    await expect(client.call('extensionItemsItemsDelete', { body: { id: 12, name: 'Lead-Export' } as never })).resolves.toBe('from parent');
    await expect(contactsCount({ client })).resolves.toBe(12);
    expect(bridged.map((b) => b.operationId)).toEqual(['extensionItemsCategoriesGetAll', 'extensionItemsItemsDelete']);
    expect(bridged[1]!.input).toEqual({ body: { id: 12, name: 'Lead-Export' } });
    expect(exchanges).toHaveLength(1);
  });

  it('refuses bad input before it reaches the bridge', async () => {
    const { client, bridged } = setup();
    await expect(extensionItemsItemsDelete(undefined as never, { client })).rejects.toBeInstanceOf(DsmValidationError);
    expect(bridged).toHaveLength(0);
  });
});
