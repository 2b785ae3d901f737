/**
 * The logs the admin tools read, derived from the store so they agree with it: every campaign has
 * mails in the mail log (one of them refused by the recipient's server), and the server log tells of
 * the campaigns' mailings and of every account.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';
import { isoInstant } from '../values.js';

type LogEntry = components['schemas']['AdminLogEntry'];
type LogRecord = { source: string; level: string; message: string; timestamp: string };

const RECIPIENTS = ['erika@example.com', 'max@example.org', 'anna.schmidt@example.net'];
const HOUR_MS = 3_600_000;

/** The mail log of a campaign: three mails an hour apart, a day after it was created. */
export function logEntriesOf(campaign: CampaignRecord): LogEntry[] {
  const sentOn = Date.parse(campaign.createdOn ?? '2026-01-01T00:00:00Z') + 24 * HOUR_MS;
  return RECIPIENTS.map((recipient, i) => ({
    code: i === 1 ? 2 : 3,
    errorMessage: i === 1 ? '550 5.1.1 Mailbox unavailable' : null,
    json: {
      FromAddress: 'newsletter@muster.de',
      ToAddress: recipient,
      Subject: campaign.displayName,
      MailServerTemplate: campaign.name,
    },
    lastUpdate: isoInstant(sentOn + i * HOUR_MS),
  }));
}

/** The server log: a mailing record per campaign and a scheduler and API record per account, oldest first. */
export function logRecords(store: SandboxStore): LogRecord[] {
  const records: LogRecord[] = [];
  for (const campaign of store.campaigns.all()) {
    const at = Date.parse(campaign.createdOn ?? '2026-01-01T00:00:00Z') + 24 * HOUR_MS;
    records.push({ source: 'Mailing', level: 'Info', message: `Mailing '${campaign.name}' started.`, timestamp: isoInstant(at) });
    records.push({
      source: 'Rendering',
      level: 'Info',
      message: `Documents of '${campaign.name}' rendered.`,
      timestamp: isoInstant(at + HOUR_MS),
    });
  }
  for (const account of store.accounts.all()) {
    const at = Date.parse(account.createdOn);
    records.push({ source: 'Api', level: 'Info', message: `Account '${account.accountName}' created.`, timestamp: isoInstant(at) });
    records.push({
      source: 'Scheduler',
      level: 'Info',
      message: `Tasks of '${account.accountName}' scheduled.`,
      timestamp: isoInstant(at + HOUR_MS),
    });
  }
  return records.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}
