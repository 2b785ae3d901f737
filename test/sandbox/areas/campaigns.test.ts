/**
 * The campaigns area through the SDK against the sandbox: activities, days, settings, language, XML files,
 * mailings, job orders and statistics keep what a change wrote, and refuse what names nothing.
 */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox, refusalOf } from '../support.js';

const { sandbox } = useSandbox();
const dsm = demoClient();
const campaign = () => sandbox.store.campaigns.all()[0]!;

describe('campaigns: automated activities', () => {
  it('start and stop one or all, and the lists and states show it', async () => {
    const { id } = campaign();
    const tasks = await dsm.call('campaignsGetAutomatedTasks', { path: { id } });
    expect(tasks.length).toBeGreaterThan(1);
    await dsm.call('campaignsStopAllAutomatedTasks', { body: { campaignId: id } });
    expect(await dsm.call('campaignsGetRunningAutomatedTasks', { path: { id } })).toEqual([]);
    const [first] = tasks;
    await dsm.call('campaignsStartAutomatedTask', { body: { campaignId: id, activityId: first!.activityId! } });
    const running = await dsm.call('campaignsGetRunningAutomatedTasks', { path: { id } });
    expect(running.map((task) => task.activityId)).toEqual([first!.activityId]);
    const states = await dsm.call('campaignsAutomatedTaskStates', { path: { id } });
    expect(states.find((state) => state.activityId === first!.activityId)?.isRunning).toBe(true);
    await dsm.call('campaignsStartAllAutomatedTasks', { body: { campaignId: id } });
    expect((await dsm.call('campaignsGetRunningAutomatedTasks', { path: { id } })).length).toBe(tasks.length);
  });

  it('stores execution dates, and refuses an activity of another campaign without changing any', async () => {
    const { id } = campaign();
    const [task] = await dsm.call('campaignsGetAutomatedTasks', { path: { id } });
    const dates = ['2026-12-01T08:00:00Z', '2026-12-15T08:00:00Z'];
    await dsm.call('campaignsSetAutomatedTaskExecutionDates', {
      body: { campaignId: id, activityExecutionDates: [{ activityId: task!.activityId!, executionDates: dates }] },
    });
    const after = await dsm.call('campaignsGetAutomatedTasks', { path: { id } });
    expect(after.find((row) => row.activityId === task!.activityId)?.executionDates).toEqual(dates);
    const message = await refusalOf(
      dsm.call('campaignsSetAutomatedTaskExecutionDates', {
        body: {
          campaignId: id,
          activityExecutionDates: [
            { activityId: task!.activityId!, executionDates: [] },
            { activityId: 999_999, executionDates: [] },
          ],
        },
      }),
    );
    expect(message).toBe(`There is no automated activity with id 999999 in campaign ${id}.`);
    expect(
      (await dsm.call('campaignsGetAutomatedTasks', { path: { id } })).find((row) => row.activityId === task!.activityId)?.executionDates,
    ).toEqual(dates);
  });

  it('counts the records an activity reaches, by its audience', async () => {
    const { id } = campaign();
    const tasks = await dsm.call('campaignsGetAutomatedTasks', { path: { id } });
    const all = tasks.find((task) => task.audience === 0)!;
    expect(await dsm.call('campaignsGetAffectedRecordCount', { path: { id, activityGuid: all.activityGuid! } })).toBe(
      await dsm.call('contactsCount'),
    );
    expect(await refusalOf(dsm.call('campaignsGetAffectedRecordCount', { path: { id, activityGuid: 'nope' } }))).toContain('nope');
  });

  it('moves a campaign day, and the structure shows it', async () => {
    const { id } = campaign();
    const structure = (await dsm.call('campaignsStructure', { path: { id } })) as {
      days: { campaignDayId: number; day: number; startDate: string }[];
    };
    const [day] = structure.days;
    await dsm.call('campaignsChangeCampaignDayDay', { body: { campaignId: id, campaignDayId: day!.campaignDayId, day: 30 } });
    await dsm.call('campaignsChangeCampaignDayStartDate', {
      body: { campaignId: id, campaignDayId: day!.campaignDayId, startDate: '2027-01-04T08:00:00Z' },
    });
    const after = (await dsm.call('campaignsStructure', { path: { id } })) as typeof structure;
    expect(after.days[0]).toEqual({ campaignDayId: day!.campaignDayId, day: 30, startDate: '2027-01-04T08:00:00Z' });
    expect(await refusalOf(dsm.call('campaignsChangeCampaignDayDay', { body: { campaignId: id, campaignDayId: 1, day: 2 } }))).toBe(
      `There is no campaign day with id 1 in campaign ${id}.`,
    );
  });
});

describe('campaigns: settings, language and files', () => {
  it('reads back changed settings by id or by name, and the language also in the campaign list', async () => {
    const { id, name } = campaign();
    await dsm.call('campaignsChangeSettings', {
      body: {
        campaign: { campaignName: name },
        forceHttps: true,
        redirectURLs: ['https://a.example.com'],
        maxFileUploadStoragePerCustomerInMB: 50,
      },
    });
    const settings = await dsm.call('campaignsGetSettings', { body: { campaignId: id } });
    expect(settings).toMatchObject({
      campaign: { campaignId: id, campaignName: name },
      forceHttps: true,
      redirectURLs: ['https://a.example.com'],
    });
    expect(settings.maxFileUploadStoragePerCustomerInMB).toBe(50);
    await dsm.call('campaignsSetLanguage', { body: { campaign: { campaignId: id }, language: 'en' } });
    expect((await dsm.call('campaignsGetSettings', { body: { campaignName: name } })).language).toBe('en');
    expect((await dsm.call('campaignsGetAll')).find((row) => row.id === id)?.language).toBe('en');
  });

  it('refuses a campaign that does not exist', async () => {
    expect(await refusalOf(dsm.call('campaignsGetSettings', { body: { campaignId: 1 } }))).toBe('There is no campaign with id 1.');
    expect(await refusalOf(dsm.call('campaignsGetSettings', { body: { campaignName: 'Nope' } }))).toBe(
      "There is no campaign named 'Nope'.",
    );
    expect(await refusalOf(dsm.call('campaignsStatisticsHourly', { path: { id: 1 } }))).toBe('There is no campaign with id 1.');
  });

  it('writes XML files and reads them back, one or several', async () => {
    const { id } = campaign();
    await dsm.call('campaignsWriteXml', { body: { campaignId: id, fileName: 'settings.xml', xml: '<settings/>' } });
    await dsm.call('campaignsWriteXmlMultiple', { body: { campaignId: id, files: [{ fileName: 'notes.xml', xml: '<notes>x</notes>' }] } });
    expect(await dsm.call('campaignsReadXml', { body: { campaignId: id, fileName: 'settings.xml' } })).toBe('<settings/>');
    const files = await dsm.call('campaignsReadXmlMultiple', {
      body: { campaignId: id, files: [{ fileName: 'notes.xml' }, { fileName: 'settings.xml' }] },
    });
    expect(files.map((file) => file.xml)).toEqual(['<notes>x</notes>', '<settings/>']);
    expect(await refusalOf(dsm.call('campaignsReadXml', { body: { campaignId: id, fileName: 'other.xml' } }))).toBe(
      `There is no file 'other.xml' in campaign ${id}.`,
    );
  });
});

describe('campaigns: mailings, job orders, statistics, delete', () => {
  it('sends a mailing of a mail the structure lists, and refuses a medium that is no mail', async () => {
    const { id } = campaign();
    const { media } = (await dsm.call('campaignsStructure', { path: { id } })) as { media: { id: number; type: number }[] };
    const mail = media.find((medium) => medium.type === 3)!;
    const page = media.find((medium) => medium.type !== 3)!;
    expect(await dsm.call('campaignsSendMailing', { body: { campaignId: id, mailId: mail.id } })).toBe(true);
    expect(await dsm.call('campaignsSendTestMail', { body: { campaignId: id, mailId: mail.id, useApproverEMailAddress: true } })).toBe(
      true,
    );
    expect(await refusalOf(dsm.call('campaignsSendMailing', { body: { campaignId: id, mailId: page.id } }))).toBe(
      `There is no mail with id ${page.id} in campaign ${id}.`,
    );
  });

  it('counts a job order by its contact filter, as the contacts query with that filter counts', async () => {
    const { id } = campaign();
    const orderId = await dsm.call('campaignsOrdersCreateJobOrder', { body: { campaignId: id, filterName: 'Hamburg leads' } });
    const expected = await dsm.call('contactsCountWithQuery', {
      body: { wheres: [{ columnName: 'city', comparer: 0, value: 'Hamburg' }] },
    });
    expect(await dsm.call('campaignsOrdersGetCountForJobOrder', { body: { jobOrderId: orderId } })).toBe(expected);
    expect(await dsm.call('campaignsOrdersExecuteJobOrder', { body: { jobOrderId: orderId } })).toBe(true);
    expect(await refusalOf(dsm.call('campaignsOrdersExecuteJobOrder', { body: { jobOrderId: orderId + 1 } }))).toBe(
      `There is no job order with id ${orderId + 1}.`,
    );
  });

  it('gives statistics that agree with the campaign list with statistics', async () => {
    const { id } = campaign();
    const listed = await dsm.call('campaignsWithStatistics', { path: { id } });
    const statistics = await dsm.call('campaignsStatisticsMailsOverview', { path: { id } });
    expect(statistics).toMatchObject({ campaignId: id, mailsSent: (listed as { statistics: { mailsSent: number } }).statistics.mailsSent });
  });

  it('deletes a campaign with its parts: later reads refuse it', async () => {
    const { id } = campaign();
    await dsm.call('campaignsDelete', { path: { id }, body: { deleteEventsMode: 0 } });
    expect(await refusalOf(dsm.call('campaignsGetAutomatedTasks', { path: { id } }))).toBe(`There is no campaign with id ${id}.`);
    expect(sandbox.store.campaignActivities.all().some((row) => row.campaignId === id)).toBe(false);
  });
});

describe('contacts: batch contexts', () => {
  it('lists a batch made by createbatch', async () => {
    await dsm.call('contactsCreateBatch', { body: { name: 'Herbstmesse' } });
    const contexts = await dsm.call('contactsBatchContexts');
    expect(contexts.map((context) => context.name)).toContain('Herbstmesse');
    expect(contexts.length).toBe((await dsm.call('contactsBatches')).length);
  });
});
