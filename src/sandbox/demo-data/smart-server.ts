/** Each demo campaign's design documents: a mailing and a flyer, each with the versions it was saved in. */
import type { DesignDocumentRecord } from '../records/smart-server.js';
import type { CampaignRecord } from '../store/records.js';

export function demoDesignDocuments(campaigns: readonly CampaignRecord[]): DesignDocumentRecord[] {
  return campaigns.flatMap((campaign, c) =>
    ['Mailing-A4', 'Flyer-A5'].map((documentName, d) => ({
      id: 7 + c * 2 + d,
      campaignName: campaign.name,
      temporaryStorageId: null,
      documentName,
      versions: Array.from({ length: 1 + ((c + d) % 3) }, (_, v) => ({
        version: v + 1,
        createdOn: `${(campaign.createdOn ?? '2026-01-10T09:00:00Z').slice(0, 10)}T${String(9 + v).padStart(2, '0')}:00:00Z`,
        createdBy: 'j.schmidt',
        documentXml: `<document name="${documentName}"><page number="1"/>${'<page/>'.repeat(v)}</document>`,
      })),
    })),
  );
}
