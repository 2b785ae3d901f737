/**
 * The debug data of a campaign's data relations: every relation the campaign's pages see, with its row
 * count and the events recorded through it, and, for a contact, that contact's record in each relation
 * keyed by `DSM_CustomerID` and only the contact's events.
 */
import type { components } from '../../../generated/schema.js';
import { campaignById } from '../records/campaigns.js';
import { campaignNamed, DEFAULT_PRIMARY_COLUMN, definitionView, primaryIndex, relationsOf, rowsById } from '../records/data-relations.js';
import { SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

type Request = components['schemas']['DataRelationDebugDataRequest'];

export function debugData(store: SandboxStore, body: Request | undefined): components['schemas']['DataRelationDebugData'] {
  const selector = body?.campaign as { campaignId?: number | null; campaignName?: string | null } | undefined;
  const campaign =
    selector?.campaignId !== undefined && selector.campaignId !== null
      ? campaignById(store, selector.campaignId, 'campaignId')
      : campaignNamed(store, selector?.campaignName);
  const contactId = body?.dsmCustomerId ?? null;
  if (contactId !== null && !store.contacts.get(contactId)) throw new SandboxRefusal(`There is no contact with id '${contactId}'.`);
  const dataRelations = relationsOf(store, campaign.id).map((relation) => {
    const keyed = relation.columns[primaryIndex(relation)]!.name === DEFAULT_PRIMARY_COLUMN;
    const row = contactId !== null && keyed ? rowsById(relation).get(String(contactId)) : undefined;
    return {
      ...definitionView(store, relation),
      rowCount: relation.rows.length,
      events: relation.events.filter((event) => contactId === null || event.leadID === contactId).map((event) => ({ ...event })),
      ...(contactId !== null
        ? { record: row ? Object.fromEntries(relation.columns.map((column, i) => [column.name, row[i] ?? null])) : null }
        : {}),
    };
  });
  return { campaignName: campaign.name, dsmCustomerId: contactId, dataRelations };
}
