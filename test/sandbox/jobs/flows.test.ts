/**
 * What the sandbox's jobs leave behind and ask for, through the SDK: a contact import grows the
 * count, a template import asks overwrite-or-new-name and goes on after the answer, a campaign whose
 * name is taken fails with the platform's message, image and document template imports ask for their
 * decisions, a cancelled watch leaves the job running, and a reset ends every job.
 */
import { describe, expect, it, vi } from 'vitest';
import { DsmNetworkError } from '../../../src/errors.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { continueTemplateImport } from '../../../src/jobs/decisions.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { campaignStatistics } from '../../../src/sandbox/records/campaigns.js';
import { ROWS_PER_DOWNLOADED_FILE, RUN_MS_AT_SPEED_1 } from '../../../src/sandbox/jobs/index.js';
import { exampleInput, GENEROUS_TIMEOUT_MS, sandboxHarness, TEST_INTERVAL_MS, TEST_SPEED } from './sandbox-harness.js';

const { sandbox, dsm } = sandboxHarness();
const fast = { intervalMs: TEST_INTERVAL_MS };
/** The contract's example import id: one the sandbox has not seen. */
const exampleImportId = () => String(exampleInput('campaignTemplatesGetImportStatus').path!.importId);
const templateNames = () => sandbox.store.templates.all().map((template) => template.name);

describe('a contact import', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('from a URL ends with the new contacts in the store, and the count grown', async () => {
    const before = await dsm.call('contactsCount');
    const importId = await dsm.call('contactsImportFromUrl', {
      body: { url: 'https://files.example.com/leads.csv', batchName: 'Sandbox leads' },
    });
    const maxima = new Set<number | undefined>();
    await waitForJob(dsm, jobs.contactImportFromUrl, importId, { ...fast, onProgress: (update) => maxima.add(update.progress?.max) });
    expect(await dsm.call('contactsCount')).toBe(before + ROWS_PER_DOWNLOADED_FILE);
    expect(maxima.has(ROWS_PER_DOWNLOADED_FILE)).toBe(true);
    const batch = sandbox.store.batches.all().find((row) => row.name === 'Sandbox leads');
    expect(sandbox.store.contacts.all().filter((contact) => contact.dsm_BatchId === batch?.id)).toHaveLength(ROWS_PER_DOWNLOADED_FILE);
  });

  it('of a list adds exactly the contacts it was given, each stored whole as an inserted one is', async () => {
    const before = sandbox.store.contacts.size;
    const contacts = [{ firstName: 'Ida', lastName: 'Sandbox', city: 'Kiel' }];
    await waitForJob(dsm, jobs.contactImport, await jobs.contactImport.start!.run(dsm, { body: { contacts, batchName: 'Fair' } }), fast);
    expect(sandbox.store.contacts.size).toBe(before + 1);
    const imported = sandbox.store.contacts.all().at(-1)!;
    expect(imported).toMatchObject(contacts[0]!);
    const { dsm_CustomerId: insertedId } = await dsm.call('contactsInsert', { body: { firstName: 'Ole', lastName: 'Insert' } });
    const inserted = sandbox.store.contacts.get(Number(insertedId))!;
    expect(Object.keys(imported).sort()).toEqual(Object.keys(inserted).sort());
    expect(imported.lpLogin).toMatch(/^IS\d+$/);
    expect(imported.doubleOptIn).toEqual(inserted.doubleOptIn);
    expect(imported.createdOn).toEqual(expect.any(String));
    expect(imported.dsm_BatchId).toBe(sandbox.store.batches.all().find((batch) => batch.name === 'Fair')?.id);
  });

  it('goes on when its watch is cancelled: only the watch stops', async () => {
    const before = sandbox.store.contacts.size;
    const importId = await dsm.call('contactsImportFromUrl', { body: { url: 'https://files.example.com/more.csv' } });
    const watch = new AbortController();
    const watching = waitForJob(dsm, jobs.contactImportFromUrl, importId, {
      ...fast,
      signal: watch.signal,
      onProgress: () => watch.abort(),
    });
    await expect(watching).rejects.toSatisfy((error) => error instanceof DsmNetworkError && error.aborted);
    await vi.waitFor(() => expect(sandbox.store.contacts.size).toBe(before + ROWS_PER_DOWNLOADED_FILE), {
      timeout: GENEROUS_TIMEOUT_MS / 2,
      interval: 50,
    });
    await expect(waitForJob(dsm, jobs.contactImportFromUrl, importId, fast)).resolves.toMatchObject({ state: 2, errorCode: 0 });
  });
});

describe('a reset', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('ends the jobs of before: their results never reach the fresh store', async () => {
    await dsm.call('contactsImportFromUrl', { body: { url: 'https://files.example.com/before-reset.csv' } });
    sandbox.reset();
    const count = sandbox.store.contacts.size;
    // Long enough for the job's own end (a quarter of a second at the test speed) to have passed several times.
    await new Promise((resolve) => setTimeout(resolve, (RUN_MS_AT_SPEED_1 / TEST_SPEED) * 4));
    expect(sandbox.store.contacts.size).toBe(count);
  });
});

describe('a campaign template import of a name that exists', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('stops at needUserInputOverwriteOrCreateNew when watched under an id the sandbox has not seen', async () => {
    const importId = exampleImportId();
    const status = await waitForJob(dsm, jobs.campaignTemplateImport, importId, fast);
    expect(jobs.campaignTemplateImport.read(status, importId)).toMatchObject({
      phase: 'decision',
      decision: { kind: 'overwriteOrNewName', importId },
    });
    expect(status).toMatchObject({ state: 2, errorCode: 9 });
  });

  it('goes on after continueimport with a new name, and adds the template under it', async () => {
    const count = sandbox.store.templates.size;
    const decisions: unknown[] = [];
    const status = await waitForJob(dsm, jobs.campaignTemplateImport, 'import-new-name', {
      ...fast,
      onDecision: (decision) => (decisions.push(decision), { newName: 'sandbox_import_copy' }),
    });
    expect(decisions).toHaveLength(1);
    expect(jobs.campaignTemplateImport.read(status, 'import-new-name').phase).toBe('done');
    expect(sandbox.store.templates.size).toBe(count + 1);
    expect(templateNames()).toContain('sandbox_import_copy');
  });

  it('goes on after continueimport with overwrite, and replaces the template of that name', async () => {
    const count = sandbox.store.templates.size;
    const before = sandbox.store.templates.all()[0]!;
    const status = await waitForJob(dsm, jobs.campaignTemplateImport, 'import-overwrite', {
      ...fast,
      onDecision: () => ({ overwrite: true as const }),
    });
    expect(jobs.campaignTemplateImport.read(status, 'import-overwrite').phase).toBe('done');
    expect(sandbox.store.templates.size).toBe(count);
    const after = sandbox.store.templates.get(before.id)!;
    expect(after.name).toBe(before.name);
    expect(after.randomKey).not.toBe(before.randomKey);
  });

  it('ends before continueimportsync answers, and asks again when the new name is taken too', async () => {
    const importId = 'import-sync';
    await waitForJob(dsm, jobs.campaignTemplateImport, importId, fast);
    const [first, second] = templateNames();
    const again = await continueTemplateImport(dsm, importId, { newName: second!, sync: true });
    expect(again).toMatchObject({ state: 2, errorCode: 9 });
    const done = await continueTemplateImport(dsm, importId, { newName: `${first}_2`, sync: true });
    expect(done).toMatchObject({ state: 2, errorCode: 0 });
    expect(templateNames()).toContain(`${first}_2`);
  });
});

describe('a campaign creation', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('whose name is taken fails with the platform message', async () => {
    const taken = sandbox.store.campaigns.all()[0]!.name;
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: taken } });
    const failure = waitForJob(dsm, jobs.campaignCreate, statusId, fast);
    await expect(failure).rejects.toBeInstanceOf(DsmJobError);
    await expect(failure).rejects.toThrow(`The campaign name '${taken}' is already taken. Please choose another name.`);
  });

  it('without a name fails with the platform message', async () => {
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: '' } });
    await expect(waitForJob(dsm, jobs.campaignCreate, statusId, fast)).rejects.toThrow(
      'Please set a valid campaign name. You cannot use an empty value.',
    );
  });

  it('ends with the new campaign in the list; a second one of that name meanwhile fails', async () => {
    const body = { campaignTemplateId: 1, campaignName: 'SandboxSpring', campaignDisplayName: 'Sandbox spring' };
    const first = await dsm.call('campaignsCreate', { body });
    const second = await dsm.call('campaignsCreate', { body });
    await expect(waitForJob(dsm, jobs.campaignCreate, second, fast)).rejects.toThrow("The campaign name 'SandboxSpring' is already taken.");
    await waitForJob(dsm, jobs.campaignCreate, first, fast);
    expect(sandbox.store.campaigns.all().filter((campaign) => campaign.name === 'SandboxSpring')).toMatchObject([
      { displayName: 'Sandbox spring', templateId: 1 },
    ]);
  });

  it('by copy ends with the copy in the list', async () => {
    const source = sandbox.store.campaigns.all()[0]!;
    const statusId = await dsm.call('campaignsCopy', { body: { campaignId: source.id, campaignName: 'SandboxCopy' } });
    await waitForJob(dsm, jobs.campaignCopy, statusId, fast);
    expect(sandbox.store.campaigns.all().find((campaign) => campaign.name === 'SandboxCopy')).toMatchObject({
      templateId: source.templateId,
      language: source.language,
    });
  });
});

describe('a database from an uploaded file', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('ends with the new database in the list; a name that exists is refused in the answer', async () => {
    const body = {
      fileName: 'leads.xlsx',
      newDatabaseName: 'SandboxLeads',
      lpLoginModus: 4 as const,
      lpLoginColumn1: 'lastName',
      lpLoginSeperator: '-',
      lpLoginColumn2: 'zipCode',
    };
    await waitForJob(dsm, jobs.databaseCreateFromFile, await jobs.databaseCreateFromFile.start!.run(dsm, { body }), fast);
    expect(sandbox.store.databases.all().find((row) => row.databaseName === 'SandboxLeads')).toMatchObject({
      lpLoginMode: 4,
      loginFieldPart1: 'lastName',
    });
    const again = jobs.databaseCreateFromFile.start!.run(dsm, { body });
    await expect(again).rejects.toBeInstanceOf(DsmJobError);
    await expect(again).rejects.toThrow('A database of that name already exists.');
  });

  it.each([
    ['IncludePwd', 'SandboxNamedMode', 1],
    ['hash', 'SandboxLowerMode', 3],
  ] as const)('keeps the login mode named %s as its number', async (lpLoginModus, newDatabaseName, lpLoginMode) => {
    const body = { fileName: 'leads.xlsx', newDatabaseName, lpLoginModus };
    await waitForJob(dsm, jobs.databaseCreateFromFile, await jobs.databaseCreateFromFile.start!.run(dsm, { body }), fast);
    expect(sandbox.store.databases.all().find((row) => row.databaseName === newDatabaseName)).toMatchObject({ lpLoginMode });
  });
});

describe('simple statistics', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it("end with the campaign's statistics; an unknown campaign is refused at the start", async () => {
    const campaign = sandbox.store.campaigns.all()[0]!;
    const { progressId } = await dsm.call('campaignsCreateSimpleStatistics', { path: { id: campaign.id } });
    const status = await waitForJob(dsm, jobs.simpleStatistics, progressId, fast);
    expect(status).toMatchObject({ progressId, isFinished: true, ...campaignStatistics(sandbox.store, campaign) });
    const unknown = sandbox.store.campaigns.nextId() + 1000;
    await expect(dsm.call('campaignsCreateSimpleStatistics', { path: { id: unknown } })).rejects.toThrow(
      `There is no campaign with id ${unknown}.`,
    );
  });
});

describe('imports that ask for decisions', { timeout: GENEROUS_TIMEOUT_MS }, () => {
  it('an image import asks for its decisions', async () => {
    const status = await waitForJob(dsm, jobs.imageImport, 'image-import', fast);
    expect(status.percentage).toBeLessThan(100);
    expect(jobs.imageImport.read(status, 'image-import')).toMatchObject({
      phase: 'decision',
      message: 'User interaction needed. Please send your decisions.',
      decision: { kind: 'imageImport', importId: 'image-import' },
    });
  });

  it('a document template import asks for a decision per template and goes on once each is answered', async () => {
    const asked: unknown[] = [];
    const status = await waitForJob(dsm, jobs.documentTemplateImport, 'document-import', {
      ...fast,
      onDecision: (decision) => (asked.push(decision), decision.templates.map((template) => ({ template, overwrite: true }))),
    });
    expect(asked).toMatchObject([{ kind: 'documentTemplates', importId: 'document-import', templates: [{ name: expect.any(String) }] }]);
    expect(jobs.documentTemplateImport.read(status, 'document-import').phase).toBe('done');
    expect(status.importId).toBe('document-import');
  });
});
