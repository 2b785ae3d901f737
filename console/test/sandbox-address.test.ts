/** The sandbox console's start: where its in-page sandbox answers, and the connection that points there. */
import { describe, expect, it } from 'vitest';
import { contactsCount, createDsmClient } from '@dsm/sdk';
import { describeTarget, initialSettings, toDsmConfig } from '../src/connection/connection-settings';
import { sandboxAddress, sandboxConsoleConfig } from '../src/sandbox/sandbox-address';

const keys = { publicKey: 'pk', privateKey: 'sk', adminPublicKey: 'apk', adminPrivateKey: 'ask' };
const sampleTemplateUpload = { importId: 'upload-1', fileName: 'welcome.zip', templateName: 'welcome' };
const sandbox = { keys, sampleTemplateUpload };

describe('sandbox address', () => {
  it('lies beside the page on its origin, whatever folder the console is served from', () => {
    expect(sandboxAddress('http://127.0.0.1:4173/').href).toBe('http://127.0.0.1:4173/dsm-sandbox');
    expect(sandboxAddress('https://example.org/tools/console/index.html#/contacts').href).toBe(
      'https://example.org/tools/console/dsm-sandbox',
    );
  });

  it('becomes a connection to that address with the sandbox keys, and the client calls below it', async () => {
    const config = sandboxConsoleConfig(sandboxAddress('http://127.0.0.1:4173/console/'), sandbox);
    expect(config).toEqual({
      target: { targetSystem: '127.0.0.1/console/dsm-sandbox', protocol: 'http', port: 4173 },
      mock: true,
      keys,
      proxy: null,
      sampleTemplateUpload,
    });
    const settings = initialSettings(config);
    expect(describeTarget(settings)).toBe('http://127.0.0.1:4173/console/dsm-sandbox');
    const sent: string[] = [];
    const fetchFn = async (input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return Response.json({ state: 0, responseObject: 3, failureMessage: null, failureDetail: null });
    };
    await expect(contactsCount({ client: createDsmClient(toDsmConfig(settings, fetchFn as typeof fetch)) })).resolves.toBe(3);
    expect(sent).toEqual(['http://127.0.0.1:4173/console/dsm-sandbox/api/contacts/count']);
  });

  it('leaves the port out on the protocol default', () => {
    expect(sandboxConsoleConfig(sandboxAddress('https://example.org/'), sandbox).target).toEqual({
      targetSystem: 'example.org/dsm-sandbox',
      protocol: 'https',
      port: null,
    });
  });
});
