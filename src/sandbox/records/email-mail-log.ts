/**
 * The mail log of the sent single mails, as the admin area's log reads show it (spec 000 §3/§4/§8): one
 * entry per mail, code mailSent with the platform's message, newest first. The admin area's handlers read
 * it from here, so a mail sent shows in the account's and the campaign's log.
 */
import { ADMIN_MAIL_LOG_CODE_LABELS } from '../../../generated/labels.js';
import { AdminMailLogCode } from '../../../generated/model/index.js';
import type { components } from '../../../generated/schema.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import type { SandboxStore } from '../store/index.js';
import { ofAccount } from './email.js';

type LogEntry = components['schemas']['AdminLogEntry'];

/** The log's length per read (`get50logentries`). */
export const MAIL_LOG_ENTRIES = 50;

/** The address mails of an account go out from: its default SMTP server's user when that is an address. */
export function senderOf(store: SandboxStore, accountId: number): string {
  const server = ofAccount(store.smtpServers, accountId).find((row) => row.isDefault);
  return server?.serverUser?.includes('@') ? server.serverUser : 'noreply@muster-gmbh.de';
}

const fill = (text: string, values: readonly string[]) => text.replace(/\{(\d)\}/g, (_, index: string) => values[Number(index)] ?? '');

/** The last 50 entries of the account (the keys' own unless given), of one campaign when given. */
export function mailLogEntries(store: SandboxStore, campaignId?: number, accountId = DEMO_ACCOUNT_ID): LogEntry[] {
  return store.sentMails
    .all()
    .filter((mail) => mail.accountId === accountId && (campaignId === undefined || mail.campaignId === campaignId))
    .slice(-MAIL_LOG_ENTRIES)
    .reverse()
    .map((mail) => ({
      code: AdminMailLogCode.mailSent,
      errorMessage: fill(ADMIN_MAIL_LOG_CODE_LABELS[AdminMailLogCode.mailSent], [
        mail.fromAddress,
        mail.toAddress,
        mail.pageName,
        mail.pageName,
      ]),
      json: { FromAddress: mail.fromAddress, ToAddress: mail.toAddress, Subject: mail.pageName, MailServerTemplate: mail.pageName },
      lastUpdate: mail.sentOn,
    }));
}
