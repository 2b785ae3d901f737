/**
 * Every reply of the media areas' handlers (images, document templates, fonts, impositions, svg,
 * social posting) validates against the contract: the SDK calls the sandbox through Prism's proxy.
 */
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { OperationId } from '../../../generated/operation-ids.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { createDsmClient, type DsmClient } from '../../support/full-client.js';
import { recordingFetch } from '../../support/recording-fetch.js';
import { keysFor } from '../keys-for.js';
import { startProxiedSandbox } from '../prism-proxy.js';

type Call = [OperationId, Record<string, unknown>?];

const sandbox = createSandbox({ speed: Infinity });
const campaign = sandbox.store.campaigns.all()[0]!.name;
const query = { size: 5, orders: [{ columnName: 'name', orderMode: 0 }] };

const CALLS: Call[] = [
  ['imagesGetWithQuery', { body: query }],
  ['imagesCountWithQuery', { body: {} }],
  ['imagesUpdate', { body: { id: 302, displayName: 'Logo 2026', approved: true, categories: ['Retail'] } }],
  ['imagesPortalConnectToCategory', { path: { image: 'logo.png', category: 'Events' } }],
  ['imagesPortalDisconnectFromCategory', { path: { image: 'logo.png', category: 'Events' } }],
  ['imagesPortalByCategoryApproved', { path: { category: 'Retail' } }],
  ['imagesPortalByCategoryNotApproved', { path: { category: 'Retail' } }],
  ['imagesPortalByCategoryAll', { path: { category: 'Retail' } }],
  ['imagesPortalGetByCategory', { path: { category: 'Retail' }, body: query }],
  ['imagesPortalCountByCategory', { path: { category: 'Retail' }, body: {} }],
  ['imagesPortalGetByCategoryWithoutCategory', { body: query }],
  ['imagesPortalCountByCategoryWithoutCategory', { body: {} }],
  ['imagesGetThumbnail', { path: { type: 4, id: 301 } }],
  ['imagesGetThumbnailByName', { path: { type: 3, name: 'Postkarte-A6' } }],
  ['imagesDelete', { path: { name: 'strand.jpg' } }],
  ['imagesDeleteById', { path: { id: 303 } }],
  ['documentTemplatesGetByQuery', { body: query }],
  ['documentTemplatesCountByQuery', { body: {} }],
  ['documentTemplatesGetByRole', { path: { role: 'Marketing' }, body: query }],
  ['documentTemplatesCountByRole', { path: { role: 'Marketing' }, body: {} }],
  ['documentTemplatesDocumentsByRoles', { body: ['Marketing', 'Filiale'] }],
  ['documentTemplatesUpdate', { body: { id: 53, displayName: 'Postkarte A6 (neu)', width: 148, height: 105 } }],
  ['documentTemplatesGetWithQueryByCategory', { path: { category: 'Events' }, body: query }],
  ['documentTemplatesCountWithQueryByCategory', { path: { category: 'Events' }, body: {} }],
  ['documentTemplatesGetAvailable', { path: { placeholder: 'Anschreiben' } }],
  ['documentTemplatesGetRoles', { path: { name: 'Flyer-A5' } }],
  ['documentTemplatesAssignRole', { path: { name: 'Flyer-A5', role: 'Vertrieb' } }],
  ['documentTemplatesRemoveRole', { path: { name: 'Flyer-A5', role: 'Vertrieb' } }],
  ['documentTemplatesByCategory', { path: { category: 'Retail' } }],
  ['documentTemplatesByCategoryFrom', { path: { category: 'Retail', start: 1 } }],
  ['documentTemplatesByCategoryPage', { path: { category: 'Retail', start: 0, size: 1 } }],
  ['documentTemplatesCategoryConnect', { path: { name: 'Katalog-A4', category: 'Events' } }],
  ['documentTemplatesCategoryDisconnect', { path: { name: 'Katalog-A4', category: 'Events' } }],
  ['documentTemplatesCategoryGet', { path: { name: 'Katalog-A4' } }],
  ['documentTemplatesApprove', { path: { id: 53 } }],
  ['documentTemplatesPortalByPlaceholderApproved', { path: { placeholder: 'Postkarte' } }],
  ['documentTemplatesPortalByPlaceholderNotApproved', { path: { placeholder: 'Postkarte' } }],
  ['documentTemplatesPortalByPlaceholderAll', { path: { placeholder: 'Postkarte' } }],
  ['documentTemplatesPortalByCategoryApproved', { path: { category: 'Retail' } }],
  ['documentTemplatesPortalByCategoryNotApproved', { path: { category: 'Retail' } }],
  ['documentTemplatesPortalByCategoryAll', { path: { category: 'Retail' } }],
  ['documentTemplatesDeleteByName', { path: { name: 'Expose-A4' } }],
  ['fontsGetAll', { path: { campaignName: campaign } }],
  ['fontsGetAllWithoutTrailingSlash', { path: { campaignName: campaign } }],
  ['fontsAdminDelete', { body: { campaignName: campaign, fontName: 'Open Sans Bold' } }],
  ['fontsRestoreDefaultFonts', { body: { campaignName: campaign } }],
  ['fontsAdminRestoreDefaultFonts', { body: { campaignName: campaign, accountId: 1042, sendWithAdminKeys: true } }],
  ['impositionsGetAll'],
  ['impositionsGetAllForAccount', { path: { accountId: 1043 } }],
  ['impositionsGetAllContents'],
  ['impositionsGetAllContentsForAccount', { path: { accountId: 1042 } }],
  ['impositionsGet', { path: { fileName: 'A4-4fach-Nutzen' } }],
  ['impositionsGetForAccount', { path: { fileName: 'A5-2fach', accountId: 1043 } }],
  [
    'impositionsCreate',
    { body: { fileName: 'A6-8fach', sheetWidth: '320', docWidth: 105, docHeight: 148, type: 1, json: { columns: 3 } } },
  ],
  ['impositionsCreateForAccount', { path: { accountId: 1043 }, body: { displayName: 'Neu', accountId: 1043, sendWithAdminKeys: true } }],
  ['impositionsSave', { path: { fileName: 'A6-8fach' }, body: { fileName: 'A6-8fach', sheetHeight: 460 } }],
  [
    'impositionsSaveForAccount',
    { path: { fileName: 'A5-2fach', accountId: 1043 }, body: { fileName: 'A5-2fach', accountId: 1043, sendWithAdminKeys: true } },
  ],
  ['impositionsUpdateDetails', { body: { fileName: 'A6-8fach', displayName: 'A6 8-fach' } }],
  [
    'impositionsUpdateDetailsForAccount',
    { path: { accountId: 1043 }, body: { fileName: 'A5-2fach', description: 'Zwei A5', accountId: 1043, sendWithAdminKeys: true } },
  ],
  ['impositionsViewModelFile', { path: { fileName: 'A4-4fach-Nutzen' } }],
  ['impositionsViewModelFile', { path: { fileName: 'DL-Mailing-3fach' } }],
  ['impositionsViewModelFileForAccount', { path: { fileName: 'A5-2fach', accountId: 1043 } }],
  ['impositionsViewModelJson', { body: { columns: 2, rows: 2, gutter: 6 } }],
  [
    'impositionsViewModelXml',
    { body: { imposition: '<imposition sheetWidth="320" sheetHeight="450"><place page="1" x="6" y="6"/></imposition>' } },
  ],
  ['impositionsDelete', { path: { fileName: 'A6-8fach' } }],
  ['impositionsDeleteForAccount', { path: { fileName: 'A5-2fach', accountId: 1043 } }],
  ['svgInfo', { path: { campaign, imageName: 'logo' } }],
  ['socialPostingImage', { body: { imageUrl: 'https://demo.example.com/images/strand.jpg' } }],
  ['socialPostingImage', { body: { imageUrl: 'https://demo.example.com/images/strand.jpg', twitterPin: '4711815' } }],
  ['socialPostingDocument', { body: { documentName: 'Flyer-A5', pageNumber: 1, width: 1024, useCache: true, pdfPresetName: 'Preview' } }],
];

let stack: Awaited<ReturnType<typeof startProxiedSandbox>>;
let dsm: DsmClient;
const recorder = recordingFetch();

beforeAll(async () => {
  stack = await startProxiedSandbox(inject('bundlePath'), sandbox.handlers);
  const { publicKey, privateKey, adminPublicKey, adminPrivateKey } = SANDBOX_DEMO_KEYS;
  dsm = createDsmClient({
    targetSystem: '127.0.0.1',
    protocol: 'http',
    port: stack.port,
    publicKey,
    privateKey,
    adminPublicKey,
    adminPrivateKey,
    fetch: recorder.fetch,
  });
}, 120_000);
afterAll(() => stack?.stop());

// Some seventy calls through Prism: more than the default time on a loaded machine.
describe('the media areas behind Prism in proxy mode', { timeout: 120_000 }, () => {
  it('answer every call with a reply that validates against the contract', async () => {
    const problems: string[] = [];
    for (const [operationId, input] of CALLS) {
      const call = dsm.call as (id: OperationId, input: unknown, options: object) => Promise<unknown>;
      const outcome = await call(operationId, input, keysFor(operationId)).then(
        () => 'ok',
        (error: Error) => `${error.name}: ${error.message}`,
      );
      const violations = recorder.exchanges.at(-1)?.response?.headers.get('sl-violations');
      if (outcome !== 'ok' || violations) problems.push(`${operationId}: ${outcome}${violations ? ` ${violations}` : ''}`);
    }
    expect(problems).toEqual([]);
  });

  it("a refusal is the platform's failure envelope, which the contract allows", async () => {
    const refused = await dsm.call('impositionsGet', { path: { fileName: 'Nope' } }).catch((error: Error) => error.message);
    expect(refused).toBe("There is no imposition named 'Nope'.");
    expect(recorder.exchanges.at(-1)?.response?.headers.get('sl-violations')).toBeNull();
  });
});
