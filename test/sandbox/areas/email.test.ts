/**
 * The e-mail area end to end through the SDK against the sandbox: SMTP servers and external mailing
 * accounts per account (what a create, update, rename, property change, delete or default call does is what
 * the lists show; a taken name and an unknown id are refused), unsubscribers (added, listed, counted,
 * removed, the metadata agreeing) and single mails to the store's campaigns and contacts.
 */
import { describe, expect, it } from 'vitest';
import { operations as operations_ } from '../../../generated/operations/index.js';
import type { OperationId } from '../../../generated/operation-ids.js';
import { replyViolations } from '../../../src/sandbox/contract-check/index.js';
import { mailLogEntries } from '../../../src/sandbox/records/email-mail-log.js';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { DsmApiError } from '../../../src/errors.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from '../../../src/sandbox/demo-data/shared-names.js';
import { exampleInput } from '../jobs/sandbox-harness.js';
import { demoClient, keysFor, useSandbox } from '../support.js';

const { sandbox } = useSandbox({ speed: Number.POSITIVE_INFINITY });
const dsm = demoClient();
const OTHER = DEMO_ACCOUNTS[1]!.accountId;

const refused = async (promise: Promise<unknown>, message: string | RegExp) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DsmApiError);
  expect((error as DsmApiError).failureMessage).toMatch(message);
};

describe('SMTP servers', () => {
  it('lists the account its own servers, one of them the default, never a password', async () => {
    const servers = await dsm.call('emailSmtpServersGet');
    expect(servers.map((s) => s.name)).toEqual(['Newsletter relay', 'Local relay']);
    expect(servers.filter((s) => s.isDefault)).toHaveLength(1);
    expect(servers.every((s) => !('serverPwd' in s))).toBe(true);
    const other = await dsm.call('emailSmtpServersGetForAccount', { path: { accountId: OTHER } }, { adminKeys: true });
    expect(other.map((s) => s.accountId)).toEqual([OTHER]);
  });

  it('creates with the defaults for what is left out, and the list shows it', async () => {
    const created = await dsm.call('emailSmtpServersCreate', { body: { name: 'Backup relay', serverUrl: 'backup.example.com' } });
    expect(created).toMatchObject({ name: 'Backup relay', heloDomain: 'localhost', timeout: 120, port: 25, isDefault: false });
    const listed = (await dsm.call('emailSmtpServersGet')).find((s) => s.id === created.id);
    expect(listed).toMatchObject({ serverUrl: 'backup.example.com', port: 25, accountId: DEMO_ACCOUNT_ID });
  });

  it('refuses a name the account has taken, letter case aside, but not one another account has', async () => {
    await refused(
      dsm.call('emailSmtpServersCreate', { body: { name: 'local RELAY' } }),
      "There is already an SMTP server named 'local RELAY'.",
    );
    const elsewhere = await dsm.call(
      'emailSmtpServersCreateForAccount',
      { path: { accountId: OTHER }, body: { name: 'Local relay' } },
      { adminKeys: true },
    );
    expect(
      (await dsm.call('emailSmtpServersGetForAccount', { path: { accountId: OTHER } }, { adminKeys: true })).map((s) => s.id),
    ).toContain(elsewhere.id);
    expect((await dsm.call('emailSmtpServersGet')).map((s) => s.id)).not.toContain(elsewhere.id);
  });

  it('updates, renames and changes one property, as the list then shows', async () => {
    await dsm.call('emailSmtpServersUpdate', { body: { id: 4, port: 2525, protocol: 'tls' } });
    await dsm.call('emailSmtpServersRename', { body: { serverId: 4, newName: 'Relay intern' } });
    await dsm.call('emailSmtpServersUpdateProperty', { body: { serverId: 4, propertyName: 'timeout', propertyValue: '300' } });
    const server = (await dsm.call('emailSmtpServersGet')).find((s) => s.id === 4);
    expect(server).toMatchObject({ name: 'Relay intern', port: 2525, protocol: 'tls', timeout: 300, serverUrl: '127.0.0.1' });
    await refused(
      dsm.call('emailSmtpServersRename', { body: { serverId: 4, newName: 'Newsletter relay' } }),
      /already an SMTP server named/,
    );
    await refused(
      dsm.call('emailSmtpServersUpdateProperty', { body: { serverId: 4, propertyName: 'colour', propertyValue: 'red' } }),
      "There is no property 'colour' on an SMTP server.",
    );
  });

  it('makes one server the only default, and deletes: gone from the list; an unknown id is refused', async () => {
    await dsm.call('emailSmtpServersDefault', { path: { serverId: 4 } });
    expect((await dsm.call('emailSmtpServersGet')).filter((s) => s.isDefault).map((s) => s.id)).toEqual([4]);
    expect(await dsm.call('emailSmtpServersDelete', { path: { serverId: 3 } })).toBe(true);
    expect((await dsm.call('emailSmtpServersGet')).map((s) => s.id)).toEqual([4]);
    await refused(dsm.call('emailSmtpServersDelete', { path: { serverId: 3 } }), "There is no SMTP server with id '3'.");
    // Another account's server is not this account's.
    await refused(dsm.call('emailSmtpServersDefault', { path: { serverId: 5 } }), "There is no SMTP server with id '5'.");
    await dsm.call('emailSmtpServersDeleteForAccount', { path: { serverId: 5, accountId: OTHER } }, { adminKeys: true });
    expect(await dsm.call('emailSmtpServersGetForAccount', { path: { accountId: OTHER } }, { adminKeys: true })).toEqual([]);
  });

  it('refuses a rename without a name, a property change to a taken name and an update of an unknown id', async () => {
    await refused(dsm.call('emailSmtpServersRename', { body: { serverId: 4 } }), "No 'newName' parameter provided.");
    await refused(
      dsm.call('emailSmtpServersUpdateProperty', { body: { serverId: 4, propertyName: 'Name', propertyValue: 'Newsletter relay' } }),
      "There is already an SMTP server named 'Newsletter relay'.",
    );
    await refused(dsm.call('emailSmtpServersUpdate', { body: { id: 99, port: 26 } }), "There is no SMTP server with id '99'.");
    await refused(
      dsm.call('emailSmtpServersUpdateProperty', { body: { serverId: 4, propertyName: 'port', propertyValue: 'many' } }),
      "The value 'many' is not valid for the property 'port'.",
    );
  });

  it('refuses an account that does not exist', async () => {
    await refused(
      dsm.call('emailSmtpServersGetForAccount', { path: { accountId: 9 } }, { adminKeys: true }),
      "There is no account with id '9'.",
    );
  });
});

describe('external mailing accounts', () => {
  it('create, update, rename, default and delete show in getall and in the combined list', async () => {
    const created = await dsm.call('emailOptivoCreate', { body: { name: 'Optivo Service', mailingId: '1', sendingDomain: 's.example' } });
    expect(created).toMatchObject({ name: 'Optivo Service', isDefault: false });
    await dsm.call('emailOptivoUpdate', { body: { id: created.id!, mailingId: '2' } });
    await dsm.call('emailOptivoRename', { body: { id: created.id!, name: 'Optivo Service Neu' } });
    await dsm.call('emailOptivoDefault', { path: { id: created.id! } });
    const all = await dsm.call('emailOptivoGetAll');
    expect(all.find((a) => a.id === created.id)).toMatchObject({ name: 'Optivo Service Neu', mailingId: '2', isDefault: true });
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    const both = await dsm.call('emailSmtpServersAndOptivoAccounts');
    expect(both.optivoAccounts).toEqual(all);
    expect(both.smtpServers).toEqual(await dsm.call('emailSmtpServersGet'));
    await dsm.call('emailOptivoDelete', { path: { id: created.id! } });
    expect((await dsm.call('emailOptivoGetAll')).map((a) => a.id)).toEqual([12, 13]);
  });

  it('refuses a taken name and an unknown id', async () => {
    await refused(
      dsm.call('emailOptivoCreate', { body: { name: 'Optivo Newsletter' } }),
      "There is already an external mailing account named 'Optivo Newsletter'.",
    );
    await refused(dsm.call('emailOptivoRename', { body: { id: 13, name: 'optivo newsletter' } }), /already an external mailing account/);
    await refused(dsm.call('emailOptivoDelete', { path: { id: 99 } }), "There is no external mailing account with id '99'.");
  });
});

describe('unsubscribers', () => {
  it('the demo list is the contacts that opted out, and count, pages and metadata agree', async () => {
    const count = await dsm.call('contactStatisticsUnsubscribersCount');
    const optedOut = sandbox.store.contacts.all().filter((c) => c.optOut === true && c.eMail?.value);
    expect(count).toBe(optedOut.length);
    expect((await dsm.call('emailUnsubscriberMetadata')).count).toBe(count);
    const page = await dsm.call('contactStatisticsUnsubscribersGet', { path: { currentPage: 1, resultsPerPage: 5 } });
    expect(page.map((u) => u.emailAddress)).toEqual(optedOut.slice(0, 5).map((c) => c.eMail!.value));
  });

  it('adds (in sync) and removes by address or id, as count, pages and metadata show', async () => {
    const before = await dsm.call('contactStatisticsUnsubscribersCount');
    await dsm.call('emailAddUnsubscribers', {
      body: { unsubscribers: ['neu@example.com', 'zwei@example.com', 'kein-mail'], importSync: true },
    });
    expect(await dsm.call('contactStatisticsUnsubscribersCount')).toBe(before + 2);
    const last = await dsm.call('contactStatisticsUnsubscribersGet', { path: { currentPage: before + 1, resultsPerPage: 1 } });
    expect(last.map((u) => u.emailAddress)).toEqual(['neu@example.com']);
    await dsm.call('emailRemoveUnsubscribers', { body: { emailAddresses: ['ZWEI@example.com'], ids: [last[0]!.id!] } });
    expect(await dsm.call('contactStatisticsUnsubscribersCount')).toBe(before);
    expect((await dsm.call('emailUnsubscriberMetadata')).count).toBe(before);
    const added = await dsm.call('emailAddUnsubscribers', { body: { emailAddresses: ['heute@example.com'], importSync: true } });
    expect(added).toBeTypeOf('string');
    const metadata = await dsm.call('emailUnsubscriberMetadata');
    expect(Date.now() - Date.parse(metadata.lastUpdate!)).toBeLessThan(60_000);
    await refused(dsm.call('emailRemoveUnsubscribers', { body: { ids: [last[0]!.id!] } }), /There is no unsubscriber with id/);
  });

  it('an import started without importSync adds its addresses when done, and its status counts them', async () => {
    const id = await dsm.call('emailAddUnsubscribers', { body: { emailAddresses: ['spaeter@example.com', 'falsch'] } });
    const status = await waitForJob(dsm, jobs.unsubscriberImport, id, { intervalMs: 5 });
    expect(status).toMatchObject({ isFinished: true, importedCount: 1, failedCount: 1 });
    const page = await dsm.call('contactStatisticsUnsubscribersGet', { path: { currentPage: 1, resultsPerPage: 10_000 } });
    expect(page.map((u) => u.emailAddress)).toContain('spaeter@example.com');
  });

  it('keeps each account its own list', async () => {
    const other = await dsm.call('emailUnsubscriberMetadataForAccount', { path: { accountId: OTHER } }, { adminKeys: true });
    await dsm.call(
      'emailAddUnsubscribersForAccount',
      {
        path: { accountId: OTHER },
        body: { emailAddresses: ['x@example.com'], importSync: true },
      },
      { adminKeys: true },
    );
    expect((await dsm.call('emailUnsubscriberMetadataForAccount', { path: { accountId: OTHER } }, { adminKeys: true })).count).toBe(
      other.count! + 1,
    );
    await refused(
      dsm.call('emailUnsubscriberMetadataForAccount', { path: { accountId: 77 } }, { adminKeys: true }),
      "There is no account with id '77'.",
    );
  });

  it('an export names a file in the format asked for', async () => {
    const id = await dsm.call('emailExportUnsubscribers', { body: { format: 'xlsx' } });
    const status = await waitForJob(dsm, jobs.unsubscriberExport, id, { intervalMs: 5 });
    expect(status.fileUrl).toMatch(new RegExp(`unsubscribers-${DEMO_ACCOUNT_ID}-.*\\.xlsx$`));
    await refused(dsm.call('emailExportUnsubscribers', { body: { format: 'pdf' } }), "Unknown export format 'pdf'. Use csv, xls or xlsx.");
    const unknown = await dsm.call('emailExportUnsubscriberStatus', { path: { exportId: 'never-started' } });
    expect(unknown.state).toBe(-1);
  });
});

describe('single mails', () => {
  it('sends to a campaign and contact the store has', async () => {
    const contact = sandbox.store.contacts.all().find((c) => c.eMail?.value)!;
    const campaign = sandbox.store.campaigns.all()[0]!;
    const body = { campaign: { campaignName: campaign.name }, customer: { lplogin: contact.lpLogin! }, pageName: 'Welcome mail' };
    expect(await dsm.call('emailSendSingle', { body })).toBe(true);
    expect(sandbox.store.sentMails.all()).toMatchObject([{ campaignId: campaign.id, customerId: contact.dsm_CustomerId }]);
    // The mail log the admin area reads: the platform's message for a mail sent, from the default server's address.
    expect(mailLogEntries(sandbox.store, campaign.id)).toEqual([
      expect.objectContaining({
        code: 3,
        errorMessage: `E-Mail from 'newsletter@muster-gmbh.de' to '${contact.eMail!.value}' with subject 'Welcome mail' using mail 'Welcome mail' has been sent.`,
      }),
    ]);
    expect(mailLogEntries(sandbox.store, 4799)).toEqual([]);
  });

  it('refuses an unknown campaign or contact', async () => {
    const customer = { customerId: sandbox.store.contacts.all()[0]!.dsm_CustomerId };
    await refused(
      dsm.call('emailSendSingle', { body: { campaign: { campaignId: 1 }, customer, pageName: 'Welcome mail' } }),
      'There is no campaign with id 1.',
    );
    await refused(
      dsm.call('emailSendSingle', { body: { campaign: { campaignId: 4711 }, customer: { customerId: 1 }, pageName: 'Welcome mail' } }),
      'There is no contact with customer id 1.',
    );
  });
});

describe('replies match the contract', () => {
  const CALLS: [OperationId, Record<string, unknown>?][] = [
    ['emailSmtpServersGet'],
    ['emailSmtpServersGetForAccount', { path: { accountId: OTHER } }],
    ['emailSmtpServersAndOptivoAccounts'],
    ['emailSmtpServersCreate', { body: { name: 'Checked relay' } }],
    ['emailSmtpServersCreateForAccount', { path: { accountId: OTHER }, body: { name: 'Checked relay' } }],
    ['emailSmtpServersUpdate', { body: { id: 3, port: 465 } }],
    ['emailSmtpServersRename', { body: { serverId: 3, newName: 'Renamed relay' } }],
    ['emailSmtpServersUpdateProperty', { body: { id: 3, propertyName: 'shutdownAfterSend', value: true } }],
    ['emailSmtpServersDefault', { path: { serverId: 4 } }],
    ['emailSmtpServersDelete', { path: { serverId: 3 } }],
    ['emailOptivoGetAll'],
    ['emailOptivoCreate', { body: { name: 'Checked optivo' } }],
    ['emailOptivoCreateForAccount', { path: { accountId: OTHER }, body: { name: 'Checked optivo' } }],
    ['emailOptivoUpdate', { body: { id: 13, sendingDomain: 'x.example' } }],
    ['emailOptivoRename', { body: { id: 13, name: 'Checked optivo 2' } }],
    ['emailOptivoDefault', { path: { id: 13 } }],
    ['emailOptivoDelete', { path: { id: 12 } }],
    ['emailUnsubscriberMetadata'],
    ['emailUnsubscriberMetadataForAccount', { path: { accountId: OTHER } }],
    ['emailAddUnsubscribers', { body: { emailAddresses: ['a@example.com'], importSync: true } }],
    ['emailRemoveUnsubscribers', { body: { emailAddresses: ['a@example.com'] } }],
    ['emailSendSingle', { body: { campaign: { campaignId: 4711 }, customer: { customerId: 5001 }, pageName: 'Welcome mail' } }],
    ['emailRenderHtml', { body: { campaign: { campaignId: 4711 }, customer: { customerId: 5001 }, pageName: 'Welcome mail' } }],
  ];

  it.each(CALLS)('%s', async (operationId, input) => {
    const responseObject = await dsm.call(operationId as never, input as never, keysFor(operationId as OperationId));
    const envelope = { state: 0, responseObject, failureMessage: null, failureDetail: null };
    expect(replyViolations(operationId, envelope)).toEqual([]);
  });

  it('renders a mail with the contact the store has', async () => {
    const contact = sandbox.store.contacts.get(5001)!;
    const html = await dsm.call('emailRenderHtml', {
      body: { campaign: { campaignId: 4711 }, customer: { customerId: 5001 }, pageName: 'Welcome mail' },
    });
    expect(html).toContain(`Hallo ${contact.firstName} ${contact.lastName},`);
  });
});

describe("the contract's examples agree with the demo data", () => {
  // Status reads of the example ids are left out: the sandbox never started those jobs.
  const operations = (Object.keys(operations_) as OperationId[]).filter(
    (id) => id.startsWith('email') && !/ImportUnsubscriberStatus/.test(id),
  );

  it.each(operations)('%s with its example input is answered, not refused', async (operationId) => {
    await expect(dsm.call(operationId as never, exampleInput(operationId) as never, keysFor(operationId))).resolves.toBeDefined();
  });
});
