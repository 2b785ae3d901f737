/**
 * Single mails: sending one campaign mail to one contact (the campaign by id or name, the contact by
 * customer id or login, both as the store has them; the mail is kept for the contact statistics) and
 * rendering a mail's HTML for a contact. Unsubscribers: removing them and the account's metadata.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignBySelector } from '../records/campaigns.js';
import { accountOf } from '../records/email.js';
import { senderOf } from '../records/email-mail-log.js';
import { removeUnsubscribers, unsubscriberMetadata } from '../records/email-unsubscribers.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { isoInstant } from '../values.js';

type Schemas = components['schemas'];
/** The campaign by id or name, the contact by customer id or login (each selector as one open shape). */
type Selection = {
  campaign?: { campaignId?: number | null; campaignName?: string | null } | null;
  customer?: Schemas['EmailCustomerSelector'] | null;
};

const campaignOf = (store: SandboxStore, selector: Selection['campaign']) => campaignBySelector(store, given(selector, 'campaign'));

function contactOf(store: SandboxStore, selector: Selection['customer']) {
  given(selector, 'customer');
  if (selector?.customerId != null) {
    const contact = store.contacts.get(selector.customerId);
    if (!contact) throw new SandboxRefusal(`There is no contact with customer id ${quoted(selector.customerId)}.`);
    return contact;
  }
  const login = given(selector?.lplogin, "customerId' or 'lplogin");
  const contact = store.contacts.index('lpLogin', (row) => String(row.lpLogin ?? '').toLowerCase()).get(login.toLowerCase());
  if (!contact) throw new SandboxRefusal(`There is no contact with the login '${login}'.`);
  return contact;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function emailMailHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const send = (accountParam: string | undefined, body: Schemas['EmailSendSingleRequest'] | undefined) => {
    const accountId = accountOf(store, accountParam ?? body?.accountId);
    const campaign = campaignOf(store, body?.campaign);
    const contact = contactOf(store, body?.customer);
    const pageName = given(body?.pageName?.trim(), 'pageName');
    // The page is a mail of that campaign (its structure lists it), letter case aside.
    const mail = store.campaignMedia
      .all()
      .find((row) => row.campaignId === campaign.id && row.type === 3 && row.name.toLowerCase() === pageName.toLowerCase());
    if (!mail) throw new SandboxRefusal(`There is no mail named '${quoted(pageName)}' in campaign ${campaign.id}.`);
    if (!contact.eMail?.value)
      throw new SandboxRefusal(`The contact with customer id ${contact.dsm_CustomerId} has no e-mail address to send '${pageName}' to.`);
    const { sentMails } = store;
    sentMails.insert({
      id: sentMails.nextId(),
      accountId,
      campaignId: campaign.id,
      customerId: contact.dsm_CustomerId,
      pageName,
      sentOn: isoInstant(now()),
      fromAddress: senderOf(store, accountId),
      toAddress: contact.eMail.value,
    });
    return reply.ok(true);
  };
  const metadata = (accountParam: string | undefined) => reply.ok(unsubscriberMetadata(store, accountOf(store, accountParam)));
  const remove = (accountParam: string | undefined, body: Schemas['EmailUnsubscribers'] | undefined) =>
    reply.ok(removeUnsubscribers(store, accountOf(store, accountParam ?? body?.accountId), body));

  return {
    emailSendSingle: ({ body }) => send(undefined, body),
    emailSendSingleForAccount: ({ params, body }) => send(params.accountId, body),
    emailRenderHtml: ({ body }) => {
      campaignOf(store, body?.campaign);
      const contact = contactOf(store, body?.customer);
      const title = escapeHtml(body?.pageName ?? '');
      const name = escapeHtml([contact.firstName, contact.lastName].filter(Boolean).join(' '));
      return reply.ok(`<html><head><title>${title}</title></head><body><p>Hallo ${name},</p></body></html>`);
    },
    emailUnsubscriberMetadata: () => metadata(undefined),
    emailUnsubscriberMetadataForAccount: ({ params }) => metadata(params.accountId),
    emailRemoveUnsubscribers: ({ body }) => remove(undefined, body),
    emailRemoveUnsubscribersForAccount: ({ params, body }) => remove(params.accountId, body),
  };
}
