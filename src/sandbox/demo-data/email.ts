/**
 * The e-mail area's demo rows: SMTP servers and external mailing accounts of the demo accounts (one
 * default each), and unsubscribers: the keys' account's are its demo contacts that opted out (at their
 * last update, from one of the demo campaigns), so lists, counts and contacts agree.
 */
import type { OptivoAccountRecord, SmtpServerRecord, UnsubscriberRecord } from '../records/email.js';
import type { ContactRecord } from '../store/records.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from './shared-names.js';

const OTHER_ACCOUNT = DEMO_ACCOUNTS[1]!.accountId;
const THIRD_ACCOUNT = DEMO_ACCOUNTS[2]!.accountId;
/** The demo campaigns' ids (catalogue.ts): 4711 and the eleven after it. */
const FIRST_CAMPAIGN_ID = 4711;
const CAMPAIGN_COUNT = 12;

const server = (row: Partial<SmtpServerRecord> & Pick<SmtpServerRecord, 'id' | 'name' | 'accountId'>): SmtpServerRecord => ({
  heloDomain: 'localhost',
  timeout: 120,
  port: 25,
  serverUrl: null,
  serverUser: null,
  protocol: null,
  maxConnections: 1,
  isOptivoSmtp: false,
  optivoMailingId: null,
  optivoSendingDomain: null,
  shutdownAfterSend: false,
  serverKey: null,
  isDefault: false,
  ...row,
});

export function demoSmtpServers(): SmtpServerRecord[] {
  return [
    server({
      id: 3,
      name: 'Newsletter relay',
      accountId: DEMO_ACCOUNT_ID,
      heloDomain: 'mail.muster-gmbh.de',
      port: 587,
      serverUrl: 'smtp.muster-gmbh.de',
      serverUser: 'newsletter@muster-gmbh.de',
      serverPwd: 'S3cret!',
      protocol: 'ssl',
      maxConnections: 5,
      isDefault: true,
    }),
    server({ id: 4, name: 'Local relay', accountId: DEMO_ACCOUNT_ID, serverUrl: '127.0.0.1', serverUser: '', shutdownAfterSend: true }),
    server({
      id: 5,
      name: 'Agentur relay',
      accountId: OTHER_ACCOUNT,
      port: 465,
      serverUrl: 'smtp.agentur-sued.example',
      protocol: 'ssl',
      maxConnections: 3,
      isDefault: true,
    }),
    server({ id: 6, name: 'Reisen relay', accountId: THIRD_ACCOUNT, serverUrl: 'mail.reisebuero-west.example', isDefault: true }),
  ];
}

export function demoOptivoAccounts(): OptivoAccountRecord[] {
  return [
    {
      id: 12,
      name: 'Optivo Newsletter',
      mailingId: '130457',
      sendingDomain: 'news.muster-gmbh.de',
      isDefault: true,
      accountId: DEMO_ACCOUNT_ID,
    },
    {
      id: 13,
      name: 'Optivo Transactional',
      mailingId: '130460',
      sendingDomain: 'service.muster-gmbh.de',
      isDefault: false,
      accountId: DEMO_ACCOUNT_ID,
    },
    {
      id: 14,
      name: 'Optivo Agentur',
      mailingId: '220101',
      sendingDomain: 'news.agentur-sued.example',
      isDefault: true,
      accountId: OTHER_ACCOUNT,
    },
  ];
}

/** The contacts that opted out, then a few addresses of the other accounts. */
export function demoUnsubscribers(contacts: readonly ContactRecord[]): UnsubscriberRecord[] {
  const rows: UnsubscriberRecord[] = [];
  let id = 300;
  for (const contact of contacts) {
    const address = contact.eMail?.value;
    if (contact.optOut !== true || !address || !contact.lastUpdate) continue;
    const customerId = contact.dsm_CustomerId;
    const campaignId = customerId % 4 === 0 ? null : FIRST_CAMPAIGN_ID + (customerId % CAMPAIGN_COUNT);
    rows.push({ id: ++id, accountId: DEMO_ACCOUNT_ID, emailAddress: address, unsubscribedOn: contact.lastUpdate, campaignId });
  }
  const others: [number, string, string][] = [
    [OTHER_ACCOUNT, 'kein.interesse@agentur-sued.example', '2026-03-02T09:15:00Z'],
    [OTHER_ACCOUNT, 'abmeldung@example.org', '2026-05-19T17:40:00Z'],
    [OTHER_ACCOUNT, 'm.keller@example.net', '2026-08-07T11:05:00Z'],
    [THIRD_ACCOUNT, 'reisen.stop@example.com', '2026-04-23T08:30:00Z'],
  ];
  for (const [accountId, emailAddress, unsubscribedOn] of others)
    rows.push({ id: ++id, accountId, emailAddress, unsubscribedOn, campaignId: null });
  return rows;
}
