/**
 * The file uploads area: visitors' uploads listed (all, by campaign, by campaign and contact) and
 * deleted by their delete key (alone, or with campaign and contact as the admin form sends them).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignByName } from '../records/campaigns.js';
import { UPLOAD_FIELDS, uploadViews } from '../records/file-uploads.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { FileUploadRecord } from '../store/records.js';
import { integerParam } from './params.js';

type Query = components['schemas']['Query'];

export function fileUploadHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const campaignNamed = (name: string | undefined) => {
    const campaign = campaignByName(store, given(name, 'campaign'));
    if (!campaign) throw new SandboxRefusal(`There is no campaign named '${name}'.`);
    return campaign;
  };
  /** The page of the uploads `filter` keeps that the query selects (no query: all of them). */
  const list = (query: Query | null | undefined, filter: (row: FileUploadRecord) => boolean = () => true) => {
    const views = uploadViews(store, store.fileUploads.all().filter(filter));
    return reply.ok(pageOf(selectRecords(views, query ?? undefined, UPLOAD_FIELDS), query ?? undefined));
  };
  const byKey = (deleteKey: string | undefined) => {
    const key = given(deleteKey, 'deleteKey');
    const upload = store.fileUploads.index('deleteKey', (row) => row.deleteKey.toLowerCase()).get(key.toLowerCase());
    if (!upload || !store.campaigns.get(upload.campaignId)) throw new SandboxRefusal(`There is no upload with the delete key '${key}'.`);
    return upload;
  };

  return {
    fileUploadsGet: ({ body }) => list(body),
    fileUploadsGetForCampaign: ({ params, body }) => {
      const campaign = campaignNamed(params.campaign);
      return list(body, (row) => row.campaignId === campaign.id);
    },
    fileUploadsGetForCampaignAndXmediaId: ({ params, body }) => {
      const campaign = campaignNamed(params.campaign);
      const xmediaId = integerParam(params.xmediaId, 'xmediaId');
      return list(body, (row) => row.campaignId === campaign.id && row.xmediaId === xmediaId);
    },
    fileUploadsDelete: ({ params }) => reply.ok(store.fileUploads.delete(byKey(params.deleteKey).id)),
    fileUploadsDeleteForCampaign: ({ params }) => {
      const campaign = campaignNamed(params.campaign);
      const xmediaId = integerParam(params.xmediaId, 'xmediaId');
      const upload = byKey(params.deleteKey);
      // The key must be of this contact's upload in this campaign: another's is not deleted through it.
      if (upload.campaignId !== campaign.id || upload.xmediaId !== xmediaId)
        throw new SandboxRefusal(
          `There is no upload with the delete key '${params.deleteKey}' of contact ${xmediaId} in the campaign '${campaign.name}'.`,
        );
      return reply.ok(store.fileUploads.delete(upload.id));
    },
  };
}
