/**
 * Path values round-trip through the sandbox and the MSW handlers: the SDK percent-encodes them as the
 * platform's client does (brackets as %5B/%5D, resource file names with their markers), the sandbox
 * checks the signature over exactly that path and hands its handlers the decoded value.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/operations/index.js';
import { fileNameFromResource } from '../../src/models/resource-names.js';
import { mockOperation, OperationMatcher } from '../../src/msw/index.js';
import { recordingFetch } from '../support/recording-fetch.js';
import { sendThrough } from '../support/surfaces.js';
import { demoClient, useSandbox } from './support.js';

const { server, sandbox } = useSandbox();
const matcher = new OperationMatcher(operations);
/** The surfaces that need no DOM (the hooks send through the same `send()` as the functions). */
const SURFACES = ['call', 'function', 'raw'] as const;

function recordedClient() {
  const recorder = recordingFetch();
  return { client: demoClient({ fetch: recorder.fetch }), exchanges: recorder.exchanges };
}

describe.each(SURFACES)('resource file names through %s and the sandbox', (surface) => {
  it.each([
    // operation, path values, the name as the sandbox reads it, the file name it stands for, delete markers
    ['resourcesDelete', { type: 'image', file: 'flyer#2.pdf' }, 'flyer[hash]2[ptrt]pdf', 'flyer#2.pdf', true],
    ['resourcesDelete', { type: 'image', file: 'flyer[hash]2[ptrt]pdf' }, 'flyer[hash]2[ptrt]pdf', 'flyer#2.pdf', true],
    ['resourcesGetStatus', { type: 'image', file: 'Grüße.png' }, 'Grüße[ptrt]png', 'Grüße.png', false],
  ] as const)(
    '%s %j: signed over the encoded path, decoded to the marked name',
    async (operationId, path, wireName, fileName, forDelete) => {
      const { client, exchanges } = recordedClient();
      // The account holds the file to delete (the sandbox refuses a file it does not have).
      const { resources } = sandbox.store;
      if (forDelete)
        resources.insert({
          id: resources.nextId(),
          name: fileName,
          resourceType: 'image',
          campaignId: -1,
          groupName: null,
          lastUpdate: '2026-11-01T00:00:00Z',
        });
      // The sandbox answers only when the signature over the sent path holds.
      await expect(sendThrough(surface, client, operationId, { path })).resolves.toBeDefined();
      const request = exchanges[0]!.request;
      expect(new URL(request.url).pathname).toBe(
        `/api/resources/${operationId === 'resourcesDelete' ? 'delete' : 'getstatus'}/image/${encodeURIComponent(wireName)}`,
      );
      const match = matcher.match(request.method, request.url);
      expect(match).toEqual({ operationId, params: { type: 'image', file: wireName } });
      expect(fileNameFromResource(match!.params.file!, { forDelete })).toBe(fileName);
    },
  );

  it('an MSW handler reads the marked name from its params', async () => {
    server.use(mockOperation('resourcesDelete', ({ params }) => ({ responseObject: params.file === 'logo[ptrt]png' })));
    const { client } = recordedClient();
    await expect(sendThrough(surface, client, 'resourcesDelete', { path: { type: 'image', file: 'logo.png' } })).resolves.toBe(true);
  });

  it('a name of brackets, separators and umlauts reaches the sandbox as it was given', async () => {
    const name = 'select[a;A,b;B] Grüße/100%?#';
    server.use(mockOperation('contactsFilterGet', ({ params }) => ({ responseObject: { name: params.name } as never })));
    const { client, exchanges } = recordedClient();
    await expect(sendThrough(surface, client, 'contactsFilterGet', { path: { name } })).resolves.toEqual({ name });
    expect(new URL(exchanges[0]!.request.url).pathname).toBe(`/api/contacts/filter/get/${encodeURIComponent(name)}`);
  });
});
