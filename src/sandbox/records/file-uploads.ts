/** Visitors' uploads as replies show them (with their campaign's current name), and the query fields. */
import type { components } from '../../../generated/schema.js';
import type { SandboxStore } from '../store/index.js';
import type { FileUploadRecord } from '../store/records.js';

type CampaignFileUpload = components['schemas']['CampaignFileUpload'];

export const UPLOAD_FIELDS = ['campaignName', 'xmediaId', 'deleteKey', 'fileName', 'uploadedOn'] as const;

/** The uploads of campaigns that exist, as replies show them (an upload of a deleted campaign is gone with it). */
export function uploadViews(store: SandboxStore, rows: readonly FileUploadRecord[] = store.fileUploads.all()): CampaignFileUpload[] {
  return rows.flatMap(({ campaignId, xmediaId, deleteKey, fileName, uploadedOn }) => {
    const campaign = store.campaigns.get(campaignId);
    return campaign ? [{ campaignName: campaign.name, xmediaId, deleteKey, fileName, uploadedOn }] : [];
  });
}
