/**
 * Statement-by-statement audit of specification 002 (campaign operations and the back office): each `it`
 * quotes what the specification says the server does, and checks it through the SDK against the sandbox
 * as an outside judge would: a write shows in another read, a refusal has the platform's words, a default
 * applies, a job ends in its documented states.
 */
import { describe, expect, it } from 'vitest';
import { EventType } from '../../../generated/model/index.js';
import { DsmHttpError } from '../../../src/errors.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { SANDBOX_DEMO_KEYS } from '../../../src/sandbox/index.js';
import { demoClient, refusalOf, useSandbox } from '../support.js';

const { sandbox } = useSandbox({ speed: 1000 });
const dsm = demoClient();
const fast = { intervalMs: 20 };
const campaign = () => sandbox.store.campaigns.all()[0]!;

/** The message of a call refused as admin-only: 401, the platform's failure envelope. */
async function adminOnlyRefusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DsmHttpError);
  expect((error as DsmHttpError).response.status).toBe(401);
  return (error as DsmHttpError).message;
}

describe('§4/§8 campaign create and copy', () => {
  it('"create ... returns a status id ... until state 2 (finished)": the new campaign is listed', async () => {
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: 'AuditCreate' } });
    expect(await waitForJob(dsm, jobs.campaignCreate, statusId, fast)).toMatchObject({ state: 2 });
    expect((await dsm.call('campaignsGetAll')).map((row) => row.name)).toContain('AuditCreate');
  });

  it('"copy ... returns a status id": the copy is listed', async () => {
    const statusId = await dsm.call('campaignsCopy', { body: { campaignId: campaign().id, campaignName: 'AuditCopy' } });
    await waitForJob(dsm, jobs.campaignCopy, statusId, fast);
    expect((await dsm.call('campaignsGetAll')).map((row) => row.name)).toContain('AuditCopy');
  });

  it('"The campaign name \'{0}\' is already taken. Please choose another name."', async () => {
    const taken = campaign().name;
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: taken } });
    await expect(waitForJob(dsm, jobs.campaignCreate, statusId, fast)).rejects.toThrow(
      `The campaign name '${taken}' is already taken. Please choose another name.`,
    );
  });

  it('"Please set a valid campaign name. You cannot use an empty value."', async () => {
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: '' } });
    await expect(waitForJob(dsm, jobs.campaignCreate, statusId, fast)).rejects.toThrow(
      'Please set a valid campaign name. You cannot use an empty value.',
    );
  });

  it('"contains invalid characters (like spaces or special signs)"', async () => {
    const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 1, campaignName: 'Audit Spaced!' } });
    await expect(waitForJob(dsm, jobs.campaignCreate, statusId, fast)).rejects.toThrow(
      "The campaign name 'Audit Spaced!' contains invalid characters (like spaces or special signs). Please choose another one.",
    );
  });
});

describe('§7 campaigns', () => {
  it('"rename": the list shows the new name; getCampaignIdByName finds it', async () => {
    const { id } = campaign();
    await dsm.call('campaignsRename', { body: { campaignId: id, campaignName: 'AuditRenamed', campaignDisplayName: 'Audit renamed' } });
    expect((await dsm.call('campaignsGetAll')).find((row) => row.id === id)?.name).toBe('AuditRenamed');
    expect(await dsm.call('campaignsGetCampaignIdByName', { body: { campaignName: 'AuditRenamed' } as never })).toBe(id);
  });

  it('"setfilter / getfilter / deletefilter": the filter set is read back and deleted', async () => {
    const { id } = campaign();
    await dsm.call('campaignsSetFilter', { body: { campaignId: id, filterName: 'Hamburg leads' } });
    expect(JSON.stringify(await dsm.call('campaignsGetFilter', { path: { id } }))).toContain('Hamburg leads');
    await dsm.call('campaignsDeleteFilter', { body: { id } } as never);
    expect(JSON.stringify((await dsm.call('campaignsGetFilter', { path: { id } })) ?? '')).not.toContain('Hamburg leads');
  });

  it('"{id}/delete {deleteEventsMode}" (default none): the campaign is gone from getall', async () => {
    const { id } = campaign();
    expect(await dsm.call('campaignsDelete', { path: { id }, body: {} as never })).toBe(true);
    expect((await dsm.call('campaignsGetAll')).map((row) => row.id)).not.toContain(id);
  });

  it('"changesettings, getsettings": what is changed is read back', async () => {
    const { id } = campaign();
    await dsm.call('campaignsChangeSettings', { body: { campaign: { campaignId: id }, forceHttps: true } });
    expect(await dsm.call('campaignsGetSettings', { body: { campaignId: id } })).toMatchObject({ forceHttps: true });
  });

  it('"simple statistics: create returns progressId; poll until isFinished"', async () => {
    const { progressId } = await dsm.call('campaignsCreateSimpleStatistics', { path: { id: campaign().id } });
    expect(await waitForJob(dsm, jobs.simpleStatistics, progressId, fast)).toMatchObject({ progressId, isFinished: true });
  });

  it('"Render defaults: preview preset, cache on, block size 50"; the render ends at state 2, 3 or 4', async () => {
    const { id } = campaign();
    const ids = await dsm.call('campaignsRenderDocument', { body: { campaignId: id, documentId: 7 } });
    expect(ids.length).toBeGreaterThan(0);
    const done = await waitForJob(dsm, jobs.render, ids, fast);
    expect(JSON.stringify(done)).toMatch(/"state":[234]/);
  });

  it('"renderdocument" of a campaign or document that does not exist is refused', async () => {
    expect(await refusalOf(dsm.call('campaignsRenderDocument', { body: { campaignId: 1, documentId: 7 } }))).toBe(
      'There is no campaign with id 1.',
    );
    expect(await refusalOf(dsm.call('campaignsRenderDocument', { body: { campaignId: campaign().id, documentId: 999 } }))).toBe(
      `There is no document with id 999 in campaign ${campaign().id}.`,
    );
  });

  it('"replacedocument ... Done when state >= 500": the document has a new version from the template', async () => {
    const { id, name } = campaign();
    const versions = async () =>
      (await dsm.call('smartServerDocumentVersionsForCampaign', { path: { campaign: name, name: 'Mailing-A4' } })).length;
    const before = await versions();
    const statusId = await jobs.documentReplace.start.run(dsm, { body: { campaignId: id, documentId: 7, documentTemplateId: 52 } });
    expect(await waitForJob(dsm, jobs.documentReplace, statusId, fast)).toMatchObject({ state: 500 });
    expect(await versions()).toBe(before + 1);
  });

  it('"Errors: ... document template 1002, document to replace 1003"', async () => {
    const { id } = campaign();
    const noTemplate = await jobs.documentReplace.start.run(dsm, { body: { campaignId: id, documentId: 7, documentTemplateId: 1 } });
    await expect(waitForJob(dsm, jobs.documentReplace, noTemplate, fast)).rejects.toMatchObject({ state: 1002 });
    const noDocument = await jobs.documentReplace.start.run(dsm, { body: { campaignId: id, documentId: 999, documentTemplateId: 52 } });
    await expect(waitForJob(dsm, jobs.documentReplace, noDocument, fast)).rejects.toMatchObject({ state: 1003 });
  });

  it('"getdocumentreplacestatus/{statusId}" of an unknown id: "Could not find status. Please retry."', async () => {
    const status = await dsm
      .call('campaignsGetDocumentReplaceStatus', { path: { statusId: 'no-such-status' } as never })
      .catch((e: Error) => e.message);
    expect(JSON.stringify(status)).toMatch(/1000|Could not find status/);
  });

  it('"statistics ... mails/overview" agree with withstatistics', async () => {
    const { id } = campaign();
    const listed = (await dsm.call('campaignsWithStatistics', { path: { id } })) as { statistics: { mailsSent: number } };
    expect(await dsm.call('campaignsStatisticsMailsOverview', { path: { id } })).toMatchObject({ mailsSent: listed.statistics.mailsSent });
  });

  it('"impositions" lists the impositions the impositions area keeps', async () => {
    const listed = JSON.stringify(await dsm.call('campaignsImpositions'));
    for (const row of await dsm.call('impositionsGetAll')) expect(listed).toContain(row.fileName!);
  });
});

describe('§3/§9 SMTP servers and unsubscribers', () => {
  it('"SMTP defaults: timeout 120, port 25, helo domain localhost"; get lists the new server', async () => {
    const created = await dsm.call('emailSmtpServersCreate', { body: { name: 'Audit relay' } });
    expect(created).toMatchObject({ heloDomain: 'localhost', timeout: 120, port: 25 });
    expect((await dsm.call('emailSmtpServersGet')).map((s) => s.name)).toContain('Audit relay');
  });

  it('"smtpservers/rename": the list shows the new name', async () => {
    const [server] = await dsm.call('emailSmtpServersGet');
    await dsm.call('emailSmtpServersRename', { body: { serverId: server!.id!, newName: 'Audit renamed' } });
    expect((await dsm.call('emailSmtpServersGet')).find((s) => s.id === server!.id)?.name).toBe('Audit renamed');
  });

  it('"smtpservers/delete/{serverId}": gone; "default/{serverId}": the only default', async () => {
    const [first, second] = await dsm.call('emailSmtpServersGet');
    await dsm.call('emailSmtpServersDefault', { path: { serverId: second!.id! } });
    expect((await dsm.call('emailSmtpServersGet')).filter((s) => s.isDefault).map((s) => s.id)).toEqual([second!.id]);
    await dsm.call('emailSmtpServersDelete', { path: { serverId: first!.id! } });
    expect((await dsm.call('emailSmtpServersGet')).map((s) => s.id)).not.toContain(first!.id);
  });

  it('"smtpserversandoptivoaccounts" lists the servers and the external accounts kept', async () => {
    await dsm.call('emailOptivoCreate', { body: { name: 'Audit optivo' } as never });
    const both = JSON.stringify(await dsm.call('emailSmtpServersAndOptivoAccounts'));
    expect(both).toContain('Audit optivo');
    for (const server of await dsm.call('emailSmtpServersGet')) expect(both).toContain(server.name!);
  });

  it('"SMTP servers of a given account ... server admin only": account keys are refused', async () => {
    // Signed as the platform's client signs them: with the client's own (account) pair.
    const account = demoClient();
    for (const call of [
      account.call('emailSmtpServersGetForAccount', { path: { accountId: 1043 } }),
      account.call('emailSmtpServersDeleteForAccount', { path: { serverId: 3, accountId: 1043 } }),
      account.call('emailSmtpServersDefaultForAccount', { path: { serverId: 3, accountId: 1043 } }),
    ])
      expect(await adminOnlyRefusal(call)).toContain('is for system admins only');
  });

  it('"addunsubscribers / removeunsubscribers": the unsubscriber count follows', async () => {
    const before = await dsm.call('contactStatisticsUnsubscribersCount');
    await dsm.call('emailAddUnsubscribers', { body: { emailAddresses: ['audit@example.com'], importSync: true } });
    expect(await dsm.call('contactStatisticsUnsubscribersCount')).toBe(before + 1);
    await dsm.call('emailRemoveUnsubscribers', { body: { emailAddresses: ['audit@example.com'], importSync: true } });
    expect(await dsm.call('contactStatisticsUnsubscribersCount')).toBe(before);
  });

  it('"Unsubscriber export: ... finished 3"', async () => {
    const key = await dsm.call('contactStatisticsUnsubscribersExport', { body: {} });
    expect(await waitForJob(dsm, jobs.contactUnsubscriberExport, key, fast)).toMatchObject({ state: 3 });
  });
});

describe('§7 images, document templates', () => {
  it('"portal/connecttocategory / disconnectfromcategory" show in portal/bycategory', async () => {
    const [image] = await dsm.call('imagesGetWithQuery', { body: {} as never });
    const categories = sandbox.store.categories.all();
    const category = categories.at(-1)!.name;
    await dsm.call('imagesPortalConnectToCategory', { path: { image: image!.name!, category } as never });
    const names = async () => (await dsm.call('imagesPortalByCategoryAll', { path: { category } })).map((row) => row.name);
    expect(await names()).toContain(image!.name);
    await dsm.call('imagesPortalDisconnectFromCategory', { path: { image: image!.name!, category } as never });
    expect(await names()).not.toContain(image!.name);
  });

  it('"images delete/{name}": the image leaves getwithquery and countwithquery', async () => {
    const before = await dsm.call('imagesCountWithQuery', { body: {} as never });
    const [image] = await dsm.call('imagesGetWithQuery', { body: {} as never });
    await dsm.call('imagesDelete', { path: { name: image!.name! } });
    expect(await dsm.call('imagesCountWithQuery', { body: {} as never })).toBe(before - 1);
  });

  it('"Image import ... userInteractionNeeded 1001 (the user must send decisions)"', async () => {
    const status = await waitForJob(dsm, jobs.imageImport, 'image-import', fast);
    expect(JSON.stringify(status)).toMatch(/1001|500/);
  });

  it('"a document template can be approved": it moves to the approved portal list', async () => {
    const [template] = await dsm.call('documentTemplatesGetByQuery', { body: {} as never });
    await dsm.call('documentTemplatesApprove', { path: { id: template!.id! } });
    const [byCategory] = (await dsm.call('documentTemplatesCategoryGet', { path: { name: template!.name! } })) as string[];
    if (byCategory) {
      const approved = await dsm.call('documentTemplatesPortalByCategoryApproved', { path: { category: byCategory } });
      expect(approved.map((row) => row.name)).toContain(template!.name);
    }
  });

  it('"assignrole / getroles / removerole"', async () => {
    const [template] = await dsm.call('documentTemplatesGetByQuery', { body: {} as never });
    await dsm.call('documentTemplatesAssignRole', { path: { name: template!.name!, role: 'Audit' } });
    expect(await dsm.call('documentTemplatesGetRoles', { path: { name: template!.name! } })).toContain('Audit');
    expect((await dsm.call('documentTemplatesGetByRole', { path: { role: 'Audit' }, body: {} as never })).map((row) => row.name)).toContain(
      template!.name,
    );
    await dsm.call('documentTemplatesRemoveRole', { path: { name: template!.name!, role: 'Audit' } });
    expect(await dsm.call('documentTemplatesGetRoles', { path: { name: template!.name! } })).not.toContain('Audit');
  });

  it('"deleteByName/{name}": the template leaves countbyquery', async () => {
    const before = await dsm.call('documentTemplatesCountByQuery', { body: {} as never });
    const [template] = await dsm.call('documentTemplatesGetByQuery', { body: {} as never });
    await dsm.call('documentTemplatesDeleteByName', { path: { name: template!.name! } });
    expect(await dsm.call('documentTemplatesCountByQuery', { body: {} as never })).toBe(before - 1);
  });

  it('"Document template import ... finished 500" ends', async () => {
    const status = await waitForJob(dsm, jobs.documentTemplateImport, 'audit-import', fast);
    expect(JSON.stringify(status)).toMatch(/"state":(500|1001)/);
  });
});

describe('§7 smart server, social posting, svg', () => {
  it('"document/save ... document/{name}/versions ... load/version/{v}"', async () => {
    const save = { documentName: 'AuditDoc', documentXml: '<doc v="1"/>' };
    await dsm.call('smartServerDocumentSave', { body: save as never });
    await dsm.call('smartServerDocumentSave', { body: { ...save, documentXml: '<doc v="2"/>' } as never });
    const versions = await dsm.call('smartServerDocumentVersions', { path: { name: 'AuditDoc' } as never });
    expect(JSON.stringify(versions)).toMatch(/2/);
    expect(
      JSON.stringify(await dsm.call('smartServerDocumentLoadVersion', { path: { name: 'AuditDoc', v: 1, version: 1 } as never })),
    ).toContain('v=\\"1\\"');
  });

  it('"temporarystorage/create needs a smartServerAccountId greater than 0"', async () => {
    await expect(
      dsm.call('smartServerTemporaryStorageCreate', {
        body: { temporaryStorageId: 't', documentName: 'd', smartServerAccountId: 0 } as never,
      }),
    ).rejects.toThrow("You need provide a valid 'smartServerAccountId'.");
  });

  it('"Twitter image post ... Answers carry one of the social post status codes" (requiresAuth 2 first)', async () => {
    expect(await dsm.call('socialPostingImage', { body: { imageUrl: 'https://demo.example.com/a.jpg' } })).toBe(2);
  });

  it('"document post: documentUnknown 6"', async () => {
    await dsm.call('socialPostingImage', { body: { imageUrl: 'https://demo.example.com/a.jpg', twitterPin: '4711815' } });
    expect(
      await dsm.call('socialPostingDocument', { body: { documentName: 'Nope', pageNumber: 1, width: 100, pdfPresetName: 'Preview' } }),
    ).toBe(6);
  });
});

describe('§7 applications, fonts, extension items', () => {
  it('"save/{api}/{name}": get/{api}/{appName} returns its settings; delete removes it', async () => {
    await dsm.call('applicationsSave', { path: { api: 1, name: 'AuditApp' } as never, body: { value: 'secret' } as never });
    expect(JSON.stringify(await dsm.call('applicationsGetByApiAndName', { path: { api: 1, appName: 'AuditApp' } as never }))).toContain(
      'secret',
    );
    await dsm.call('applicationsDelete', { path: { api: 1, name: 'AuditApp' } as never });
    expect(JSON.stringify(await dsm.call('applicationsGet'))).not.toContain('AuditApp');
  });

  it('"Admin application settings ... server admin only": admin/save shows in admin/get', async () => {
    await dsm.call(
      'applicationsAdminSave',
      {
        body: { accountID: 1043, api: 2, name: 'AuditAdminApp', settings: 'x', sendWithAdminKeys: true },
      },
      { adminKeys: true },
    );
    const one = await dsm.call('applicationsAdminGetByApiForAccount', { path: { api: 2, accountID: 1043 } }, { adminKeys: true });
    expect(one.map((app) => app.name)).toContain('AuditAdminApp');
  });

  it('"fonts admin/delete": getAll no longer lists it; restoredefaultfonts brings it back', async () => {
    const { name } = campaign();
    const [font] = (await dsm.call('fontsGetAll', { path: { campaignName: name } })) as { fontName?: string; name?: string }[];
    const fontName = font!.fontName ?? font!.name!;
    await dsm.call('fontsAdminDelete', { body: { campaignName: name, fontName } });
    expect(JSON.stringify(await dsm.call('fontsGetAll', { path: { campaignName: name } }))).not.toContain(`"${fontName}"`);
  });

  it('"extension items categories/write": getall lists it; categories/delete removes it', async () => {
    await dsm.call('extensionItemsCategoriesWrite', { body: { name: 'AuditCategory' } as never });
    expect(JSON.stringify(await dsm.call('extensionItemsCategoriesGetAll'))).toContain('AuditCategory');
    await dsm.call('extensionItemsCategoriesDelete', { body: { name: 'AuditCategory' } as never });
    expect(JSON.stringify(await dsm.call('extensionItemsCategoriesGetAll'))).not.toContain('AuditCategory');
  });
});

describe('§7 impositions, server settings, translations', () => {
  it('"Default imposition type json": a created imposition without a type is json (1), listed in getall', async () => {
    const created = await dsm.call('impositionsCreate', { body: { fileName: 'AuditImposition' } as never });
    expect(created).toMatchObject({ type: 1 });
    expect((await dsm.call('impositionsGetAll')).map((row) => row.fileName)).toContain('AuditImposition');
  });

  it('"updateDetails needs a displayName or a description"', async () => {
    const [row] = await dsm.call('impositionsGetAll');
    await expect(dsm.call('impositionsUpdateDetails', { body: { fileName: row!.fileName } as never })).rejects.toThrow(
      'Specify at least a display name or a description.',
    );
  });

  it('"delete/{fileName}": get then refuses it', async () => {
    const [row] = await dsm.call('impositionsGetAll');
    await dsm.call('impositionsDelete', { path: { fileName: row!.fileName! } });
    await refusalOf(dsm.call('impositionsGet', { path: { fileName: row!.fileName! } }));
  });

  it('"translations set / get / rename / delete"', async () => {
    const campaignSel = { campaignId: campaign().id };
    await dsm.call('translationsSet', { body: { campaign: campaignSel, key: 'audit.key', translations: { de: 'Hallo' } } as never });
    expect(JSON.stringify(await dsm.call('translationsGet', { body: { campaign: campaignSel } as never }))).toContain('audit.key');
    await dsm.call('translationsRename', { body: { campaign: campaignSel, oldKey: 'audit.key', newKey: 'audit.renamed' } as never });
    const renamed = JSON.stringify(await dsm.call('translationsGet', { body: { campaign: campaignSel } as never }));
    expect(renamed).toContain('audit.renamed');
    await dsm.call('translationsDelete', { body: { campaign: campaignSel, keys: ['audit.renamed'] } as never });
    expect(JSON.stringify(await dsm.call('translationsGet', { body: { campaign: campaignSel } as never }))).not.toContain('audit.renamed');
  });
});

describe('§3/§9 contact statistics and export', () => {
  it('"Contact export: format ... default csv": the export ends with a .csv file', async () => {
    const id = await dsm.call('contactStatisticsExport', { body: {} as never });
    const status = await waitForJob(dsm, jobs.contactsExport, id, fast);
    expect(status.downloadUrl).toMatch(/\.csv$/);
  });

  it('"statistics/counter" agrees with the contacts count', async () => {
    expect(JSON.stringify(await dsm.call('contactStatisticsCounter', {}))).toContain(String(await dsm.call('contactsCount')));
  });
});

describe('§4 jobs of the area end', () => {
  it('"Font import: ... finished 3"', async () => {
    expect(JSON.stringify(await dsm.call('fontsAdminProgress', { path: { uploadID: 'audit' } as never }))).toMatch(/[0-3]/);
  });

  it('"Database sync task: queued 0, processing 1, finished 2, failed 3": a sync ends', async () => {
    const key = await dsm.call('databaseSyncSync', { path: { database: 'Kunden2026' } });
    expect(await waitForJob(dsm, jobs.databaseSync, key, fast)).toMatchObject({ state: 2 });
  });
});

describe('§7 campaigns, further calls', () => {
  it('"getallwithstatistics" lists the campaigns getall lists', async () => {
    const ids = (await dsm.call('campaignsGetAll')).map((row) => row.id).sort();
    expect((await dsm.call('campaignsGetAllWithStatistics')).map((row) => row.id).sort()).toEqual(ids);
  });

  it('"startallautomatedtasks / stopallautomatedtasks": getrunningautomatedtasks follows', async () => {
    const { id } = campaign();
    await dsm.call('campaignsStopAllAutomatedTasks', { body: { campaignId: id } });
    expect(await dsm.call('campaignsGetRunningAutomatedTasks', { path: { id } })).toEqual([]);
    await dsm.call('campaignsStartAllAutomatedTasks', { body: { campaignId: id } });
    expect((await dsm.call('campaignsGetRunningAutomatedTasks', { path: { id } })).length).toBe(
      (await dsm.call('campaignsGetAutomatedTasks', { path: { id } })).length,
    );
  });

  it('"setdomain {campaignId, domain}": domain may be empty; a campaign that does not exist is refused', async () => {
    const { id } = campaign();
    expect(await dsm.call('campaignsSetDomain', { body: { campaignId: id, domain: '' } })).toBeDefined();
    expect(await refusalOf(dsm.call('campaignsSetDomain', { body: { campaignId: 1, domain: 'x.example' } }))).toBe(
      'There is no campaign with id 1.',
    );
  });

  it('"pdfpresets" names the preview preset the render uses by default', async () => {
    expect((await dsm.call('campaignsPdfPresets')).map((row) => row.name)).toContain('Preview');
  });

  it('"getCampaignIdByName" of a name that does not exist is refused', async () => {
    expect(await refusalOf(dsm.call('campaignsGetCampaignIdByName', { body: { campaignName: 'NoSuchCampaign' } as never }))).toContain(
      'NoSuchCampaign',
    );
  });

  it('"Document import: ... creatingCampaign 3, completed 100": the campaign it names is in the campaign list', async () => {
    const status = await waitForJob(dsm, jobs.documentImport, 'audit-document-import', fast);
    expect(status).toMatchObject({ state: 100 });
    const listed = (await dsm.call('campaignsGetAll')).find((row) => row.id === status.campaignId);
    expect(listed?.name).toBe(status.campaignName);
  });
});

describe('§7 e-mail, further calls', () => {
  it('"External mailing account ... create, rename, default, delete" show in getall', async () => {
    const created = await dsm.call('emailOptivoCreate', { body: { name: 'Audit account' } });
    await dsm.call('emailOptivoRename', { body: { id: created.id!, name: 'Audit account 2' } });
    await dsm.call('emailOptivoDefault', { path: { id: created.id! } });
    expect((await dsm.call('emailOptivoGetAll')).find((a) => a.id === created.id)).toMatchObject({
      name: 'Audit account 2',
      isDefault: true,
    });
    await dsm.call('emailOptivoDelete', { path: { id: created.id! } });
    expect((await dsm.call('emailOptivoGetAll')).map((a) => a.id)).not.toContain(created.id);
  });

  it('"unsubscribermetadata" counts what unsubscribers/count counts', async () => {
    expect((await dsm.call('emailUnsubscriberMetadata')).count).toBe(await dsm.call('contactStatisticsUnsubscribersCount'));
  });

  it('"sendsingle {campaign, customer, pageName}": the mail counts in the combined contact statistics', async () => {
    const body = { eventTypes: [EventType.eMailSend], startDate: '2020-01-01T00:00:00Z', endDate: '2030-12-31T00:00:00Z' };
    const sent = async () => ((await dsm.call('contactStatisticsCombined', { body })) as Record<string, number>)[EventType.eMailSend];
    const before = await sent();
    const mail = { campaign: { campaignId: campaign().id }, customer: { customerId: 5001 }, pageName: 'Welcome mail' };
    expect(await dsm.call('emailSendSingle', { body: mail })).toBe(true);
    expect(await sent()).toBe((before ?? 0) + 1);
  });

  it('"sendsingle" of a customer or mail the campaign does not have is refused', async () => {
    const campaignSel = { campaignId: campaign().id };
    expect(
      await refusalOf(
        dsm.call('emailSendSingle', { body: { campaign: campaignSel, customer: { customerId: 1 }, pageName: 'Welcome mail' } }),
      ),
    ).toBe('There is no contact with customer id 1.');
    expect(
      await refusalOf(dsm.call('emailSendSingle', { body: { campaign: campaignSel, customer: { customerId: 5001 }, pageName: 'Nope' } })),
    ).toBe(`There is no mail named 'Nope' in campaign ${campaign().id}.`);
  });

  it('"Giving accountId when sending a single mail or managing unsubscribers (only for admin keys)"', async () => {
    const signedWithAccountKeys = demoClient({
      adminPublicKey: SANDBOX_DEMO_KEYS.publicKey,
      adminPrivateKey: SANDBOX_DEMO_KEYS.privateKey,
    });
    const body = { campaign: { campaignId: campaign().id }, customer: { customerId: 5001 }, pageName: 'Welcome mail' };
    expect(await adminOnlyRefusal(signedWithAccountKeys.call('emailSendSingleForAccount', { path: { accountId: 1043 }, body }))).toContain(
      'is for system admins only',
    );
    expect(
      await adminOnlyRefusal(
        signedWithAccountKeys.call('emailAddUnsubscribersForAccount', { path: { accountId: 1043 }, body: { emailAddresses: ['a@b.de'] } }),
      ),
    ).toContain('is for system admins only');
  });

  it('"Unsubscriber metadata for an account" and "Admin application settings" are server admin only', async () => {
    const signedWithAccountKeys = demoClient({
      adminPublicKey: SANDBOX_DEMO_KEYS.publicKey,
      adminPrivateKey: SANDBOX_DEMO_KEYS.privateKey,
    });
    expect(
      await adminOnlyRefusal(signedWithAccountKeys.call('emailUnsubscriberMetadataForAccount', { path: { accountId: 1043 } })),
    ).toContain("signed with the account key 'demo-public-key'");
    expect(await adminOnlyRefusal(signedWithAccountKeys.call('applicationsAdminGet'))).toContain('is for system admins only');
  });

  it('"importunsubscriberstatus/{importId}": an import without importSync ends and adds its addresses', async () => {
    const before = await dsm.call('contactStatisticsUnsubscribersCount');
    const id = await dsm.call('emailAddUnsubscribers', { body: { emailAddresses: ['spaet@example.com'] } });
    expect(await waitForJob(dsm, jobs.unsubscriberImport, id, fast)).toMatchObject({ isFinished: true });
    expect(await dsm.call('contactStatisticsUnsubscribersCount')).toBe(before + 1);
  });

  it('"exportunsubscribers/{accountId}" ends with its file (finished 3)', async () => {
    const id = await dsm.call('emailExportUnsubscribers', { body: {} as never });
    expect(await waitForJob(dsm, jobs.unsubscriberExport, id, fast)).toMatchObject({ state: 3 });
  });
});

describe('§7 images and document templates, further calls', () => {
  it('"images update": getwithquery shows the change', async () => {
    const [image] = await dsm.call('imagesGetWithQuery', { body: {} as never });
    await dsm.call('imagesUpdate', { body: { ...image, displayName: 'Audit image' } as never });
    const after = (await dsm.call('imagesGetWithQuery', { body: {} as never })).find((row) => row.id === image!.id);
    expect(after?.displayName).toBe('Audit image');
  });

  it('"deletebyid/{id}": a second delete is refused', async () => {
    const [image] = await dsm.call('imagesGetWithQuery', { body: {} as never });
    await dsm.call('imagesDeleteById', { path: { id: image!.id! } });
    await refusalOf(dsm.call('imagesDeleteById', { path: { id: image!.id! } }));
  });

  it('"getthumbnailbyname/{type}/{name}" of an image that does not exist is refused', async () => {
    await refusalOf(dsm.call('imagesGetThumbnailByName', { path: { type: 4, name: 'no-such-image' } as never }));
  });

  it('"documenttemplates update/": getbyquery shows the change', async () => {
    const [template] = await dsm.call('documentTemplatesGetByQuery', { body: {} as never });
    await dsm.call('documentTemplatesUpdate', { body: { ...template, description: 'Audit description' } as never });
    const after = (await dsm.call('documentTemplatesGetByQuery', { body: {} as never })).find((row) => row.id === template!.id);
    expect(after?.description).toBe('Audit description');
  });

  it('"category/connect / category/get / category/disconnect"', async () => {
    const [template] = await dsm.call('documentTemplatesGetByQuery', { body: {} as never });
    const category = sandbox.store.categories.all().at(-1)!.name;
    await dsm.call('documentTemplatesCategoryConnect', { path: { name: template!.name!, category } });
    expect(await dsm.call('documentTemplatesCategoryGet', { path: { name: template!.name! } })).toContain(category);
    await dsm.call('documentTemplatesCategoryDisconnect', { path: { name: template!.name!, category } });
    expect(await dsm.call('documentTemplatesCategoryGet', { path: { name: template!.name! } })).not.toContain(category);
  });
});

describe('§7 smart server, further calls', () => {
  it('"document/rename": the new name loads, the old is refused', async () => {
    await dsm.call('smartServerDocumentSave', { body: { documentName: 'AuditOld', documentXml: '<d/>' } as never });
    await dsm.call('smartServerDocumentRename', { body: { documentName: 'AuditOld', newDocumentName: 'AuditNew' } });
    expect(await dsm.call('smartServerDocumentLoad', { path: { document: 'AuditNew' } })).toBeDefined();
    await refusalOf(dsm.call('smartServerDocumentLoad', { path: { document: 'AuditOld' } }));
  });

  it('"createDocumentTemplate ... deleteDocumentTemplate/{name}": the template shows in and leaves the document templates', async () => {
    const names = async () => (await dsm.call('documentTemplatesGetByQuery', { body: {} as never })).map((row) => row.name);
    await dsm.call('smartServerCreateDocumentTemplate', { body: { name: 'AuditTemplate', displayName: 'Audit template' } as never });
    expect(await names()).toContain('AuditTemplate');
    await dsm.call('smartServerDeleteDocumentTemplate', { path: { name: 'AuditTemplate' } });
    expect(await names()).not.toContain('AuditTemplate');
  });

  it('"renderproofpdf/returnstatus ... document/{key}/status" ends with the PDF', async () => {
    const { id } = campaign();
    const key = await jobs.proofPdfRender.start.run(dsm, { body: { campaignId: id, documentName: 'Mailing-A4' } as never });
    expect((await waitForJob(dsm, jobs.proofPdfRender, key, fast)).resultUrl).toMatch(/Mailing-A4-proof\.pdf$/);
    await refusalOf(jobs.proofPdfRender.start.run(dsm, { body: { campaignId: id, documentName: 'NoSuchDesign' } }));
  });

  it('"createmigrationpackage ... getmigrationpackagecreationstatus" ends', async () => {
    const { name } = campaign();
    const id = await jobs.migrationPackage.start.run(dsm, { body: { campaignName: name } as never });
    expect((await waitForJob(dsm, jobs.migrationPackage, id, fast)).resultUrl).toContain(name);
    await refusalOf(jobs.migrationPackage.start.run(dsm, { body: { campaignName: name, documentNames: ['NoSuchDesign'] } }));
  });

  it('"migrate ... getmigrationstatus/{id}" ends', async () => {
    const { name } = campaign();
    const id = await jobs.migration.start.run(dsm, { body: { campaignName: name } as never });
    expect((await waitForJob(dsm, jobs.migration, id, fast)).resultUrl).toContain(name);
  });
});

describe('§7 back office, further calls', () => {
  it('"serversettings savesettings / getsettings"', async () => {
    const [, second] = await dsm.call('serverSettingsGetMailServers');
    await dsm.call('serverSettingsSaveSettings', { body: { defaultMailServerId: second!.id! } });
    expect(await dsm.call('serverSettingsGetSettings')).toMatchObject({ defaultMailServerId: second!.id });
  });

  it('"admin getAccounts" lists the accounts of the store', async () => {
    const listed = JSON.stringify(await dsm.call('serverSettingsGetAccounts', { body: {} as never }));
    for (const account of sandbox.store.accounts.all()) expect(listed).toContain(`"id":${account.id}`);
  });

  it('"impositions save/{fileName}": get shows what was saved', async () => {
    const [row] = await dsm.call('impositionsGetAll');
    await dsm.call('impositionsSave', {
      path: { fileName: row!.fileName! },
      body: { fileName: row!.fileName!, sheetWidth: 333, type: 1, json: { columns: 1, rows: 1 } },
    });
    expect(await dsm.call('impositionsGet', { path: { fileName: row!.fileName! } })).toMatchObject({
      sheetWidth: 333,
      json: { columns: 1, rows: 1 },
    });
  });

  it('"impositions admin variants" keep each account apart', async () => {
    const other = sandbox.store.accounts.all()[1]!.id;
    await dsm.call(
      'impositionsCreateForAccount',
      { path: { accountId: other }, body: { fileName: 'AuditOther' } as never },
      { adminKeys: true },
    );
    expect(
      (await dsm.call('impositionsGetAllForAccount', { path: { accountId: other } }, { adminKeys: true })).map((r) => r.fileName),
    ).toContain('AuditOther');
    expect((await dsm.call('impositionsGetAll')).map((r) => r.fileName)).not.toContain('AuditOther');
  });

  it('"translations export ... exportstatus/{id}" ends', async () => {
    const id = await jobs.translationsExport.start.run(dsm, { body: { campaign: { campaignId: campaign().id } } as never });
    expect(await waitForJob(dsm, jobs.translationsExport, id, fast)).toBeDefined();
  });

  it('"assignlanguagestocampaign / removelanguagesfromcampaign" show in get', async () => {
    const sel = { campaignId: campaign().id };
    await dsm.call('translationsSet', { body: { campaign: sel, key: 'audit.lang', translations: { de: 'Hallo' } } as never });
    await dsm.call('translationsAssignLanguagesToCampaign', { body: { campaign: sel, languages: ['fr'] } as never });
    expect(JSON.stringify(await dsm.call('translationsGet', { body: { campaign: sel } as never }))).toContain('"fr"');
    await dsm.call('translationsRemoveLanguagesFromCampaign', { body: { campaign: sel, languages: ['fr'] } as never });
    expect(JSON.stringify(await dsm.call('translationsGet', { body: { campaign: sel } as never }))).not.toContain('"fr"');
  });

  it('"extension items items/write, versions/write": getall and versions/getall show them', async () => {
    const [category] = await dsm.call('extensionItemsCategoriesGetAll');
    await dsm.call('extensionItemsItemsWrite', { body: { name: 'AuditItem', categoryName: category!.name! } as never });
    const item = (await dsm.call('extensionItemsItemsGetAll')).find((row) => row.name === 'AuditItem')!;
    await dsm.call('extensionItemsVersionsWrite', { body: { extensionItemId: item.id!, name: 'v1', version: '1.0.0' } as never });
    expect(await dsm.call('extensionItemsVersionsGetAll', { path: { extensionItemId: item.id! } })).toHaveLength(1);
  });

  it('"fonts restoredefaultfonts" brings a deleted default font back', async () => {
    const { name } = campaign();
    const before = await dsm.call('fontsGetAll', { path: { campaignName: name } });
    await dsm.call('fontsAdminDelete', { body: { campaignName: name, fontName: before[0]!.fontName! } });
    await dsm.call('fontsRestoreDefaultFonts', { body: { campaignName: name } });
    expect((await dsm.call('fontsGetAll', { path: { campaignName: name } })).map((f) => f.fontName)).toContain(before[0]!.fontName);
  });

  it('"svg info" of an image that does not exist is refused', async () => {
    await refusalOf(dsm.call('svgInfo', { path: { campaign: campaign().name, imageName: 'no-such-image' } }));
  });

  it('"dbsync import ... synchronized": the database is synchronised afterwards', async () => {
    const settings = { type: 'SqlServer', settings: { userName: 'sync_user', password: 'Geheim!2026' } };
    const key = await dsm.call('databaseSyncImport', {
      body: {
        ...settings,
        tableName: 'dbo.Kunden',
        databaseName: 'Messe-Leads',
        columnMappings: [{ dataSourceColumnName: 'Nachname', contactColumnName: 'lastName' }],
      },
    });
    expect(await waitForJob(dsm, jobs.databaseSyncImport, key, fast)).toMatchObject({ state: 2 });
    expect(await dsm.call('databaseSyncSynchronized', { path: { database: 'Messe-Leads' } })).toBe(true);
  });

  it('"dashboard updaterecord": getrecords shows the new value', async () => {
    const kunden = { databaseName: 'Kunden2026' };
    const page = await dsm.call('dashboardSmartCampaignGetRecords', { body: { database: kunden, recordsPerPage: 1 } });
    const id = page.rows![0]![0] as number;
    await dsm.call('dashboardSmartCampaignUpdateRecord', {
      body: { database: kunden, recordId: id, column: 'city', newValue: 'Audithausen' },
    });
    const after = await dsm.call('dashboardSmartCampaignGetRecords', { body: { database: kunden, filter: "city = 'Audithausen'" } });
    expect(after.rows!.map((row) => row[0])).toEqual([id]);
  });

  it('"dashboard exportdatabase (fileFormat for example xlsx) ... exportdatabasestatus" ends with its file', async () => {
    const exportId = await dsm.call('dashboardSmartCampaignExportDatabase', {
      body: { database: { databaseName: 'Kunden2026' }, fileFormat: 'xlsx' },
    });
    const status = await waitForJob(dsm, jobs.dashboardDatabaseExport, exportId, fast);
    expect(JSON.stringify(status)).toMatch(/\.xlsx/);
  });

  it('"buckets createWorkflow / deleteWorkflow" show in workflows/{leadsTableId}', async () => {
    const created = await dsm.call('bucketsCreateWorkflow', { body: { name: 'AuditFlow', campaignId: 4713, leadsTableId: 15 } });
    const guids = async () => (await dsm.call('bucketsWorkflows', { path: { leadsTableId: 15 } })).map((row) => row.workflowGuid);
    expect(await guids()).toContain(created.workflowGuid);
    await dsm.call('bucketsDeleteWorkflow', { body: { workflowGuid: created.workflowGuid } });
    expect(await guids()).not.toContain(created.workflowGuid);
  });

  it('"contact statistics hourly needs eventTypes as an array"', async () => {
    await expect(dsm.call('contactStatisticsHourly', { body: { eventTypes: 1 } as never })).rejects.toThrow(
      "You need to provide the event types you are interested in as array. Please set the array 'eventTypes'.",
    );
  });

  it('"Contact export: format (csv, xls or xlsx)": an xls export ends with an .xls file', async () => {
    const id = await dsm.call('contactStatisticsExport', { body: { format: 'xls' } as never });
    expect((await waitForJob(dsm, jobs.contactsExport, id, fast)).downloadUrl).toMatch(/\.xls$/);
  });
});

describe('§7 smart campaign and database sync, further calls', () => {
  it('"validateAdminKeys" tells the admin keys from the account keys', async () => {
    const signedWithAccountKeys = demoClient({
      adminPublicKey: SANDBOX_DEMO_KEYS.publicKey,
      adminPrivateKey: SANDBOX_DEMO_KEYS.privateKey,
    });
    expect(await dsm.call('smartCampaignValidateAdminKeysCamelCase', { body: { sendWithAdminKeys: true } } as never)).toBe(true);
    expect(await signedWithAccountKeys.call('smartCampaignValidateAdminKeys', { body: {} } as never)).toBe(false);
  });

  it('"getfailedtasks / deletefailedtasks / synccounters": deleted tasks leave the list and the failed count', async () => {
    const failed = (await dsm.call('databaseSyncGetFailedTasks', { body: {} as never })) as { id: number }[];
    const before = (await dsm.call('databaseSyncSyncCounters', { body: {} as never })) as { failed: number };
    expect(before.failed).toBe(failed.length);
    await dsm.call('databaseSyncDeleteFailedTasks', { body: { taskIds: [failed[0]!.id] } as never });
    expect(((await dsm.call('databaseSyncGetFailedTasks', { body: {} as never })) as { id: number }[]).map((t) => t.id)).not.toContain(
      failed[0]!.id,
    );
    expect(((await dsm.call('databaseSyncSyncCounters', { body: {} as never })) as { failed: number }).failed).toBe(failed.length - 1);
  });
});
