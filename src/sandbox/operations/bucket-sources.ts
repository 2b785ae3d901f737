/**
 * Buckets: what workflows are built from. The entity type lists are the editor's fixed catalogue; the
 * databases and data sources are the store's, and a campaign's media are fixed by the campaign (an
 * unknown campaign or database is refused).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { definitions } from '../records/bucket-catalogue.js';
import { campaignMedia } from '../records/bucket-media.js';
import { campaignById } from '../records/campaigns.js';
import { integerParam } from './params.js';
import { workflowScope } from './bucket-reads.js';

export function bucketSourceHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const campaign = (value: string | undefined) => campaignById(store, integerParam(value, 'campaignId'), 'campaignId');
  const databases = () =>
    store.databases.all().map((row) => {
      const owner = store.campaigns.all().find((entry) => entry.databaseId === row.databaseId);
      return {
        leadsTableId: row.databaseId,
        databaseName: row.databaseName,
        displayName: row.databaseName,
        campaignId: owner?.id ?? null,
        campaignName: owner?.name ?? null,
      };
    });
  const dataSources = (scope: { leadsTableId?: number; campaignId?: number } = {}) => [
    ...databases()
      .filter((row) => scope.leadsTableId === undefined || row.leadsTableId === scope.leadsTableId)
      .map((row) => ({
        id: `db-${row.leadsTableId}`,
        name: row.databaseName,
        sourceType: 'database',
        leadsTableId: row.leadsTableId,
        campaignId: row.campaignId,
      })),
    ...store.googleDrives
      .all()
      .map((row) => ({ id: `gd-${row.id}`, name: row.name, sourceType: 'googleDrive', leadsTableId: null, campaignId: null })),
  ];
  const media = (value: string | undefined, kinds: readonly ('mails' | 'sms' | 'pages' | 'documents')[]) => {
    const all = campaignMedia(store, campaign(value));
    return reply.ok(kinds.flatMap((kind) => all[kind]));
  };

  return {
    bucketsFilters: () => reply.ok(definitions('filter')),
    bucketsEventFilters: () => reply.ok(definitions('eventFilter')),
    bucketsActions: () => reply.ok(definitions('action')),
    bucketsDataUpdaters: () => reply.ok(definitions('dataUpdater')),
    bucketsCombiners: () => reply.ok(definitions('combiner')),
    bucketsEntityInfo: () => reply.ok(definitions()),
    bucketsDatabases: () => reply.ok(databases()),
    bucketsLoadDataSources: () => reply.ok(dataSources()),
    bucketsLoadInitializationData: ({ body }) => {
      const scope = workflowScope(store, body, false);
      return reply.ok({
        databases: databases().filter((row) => scope.leadsTableId === undefined || row.leadsTableId === scope.leadsTableId),
        dataSources: dataSources(scope),
        entityDefinitions: definitions(),
      });
    },
    bucketsLoadEventSources: ({ body }) => {
      const scope = workflowScope(store, body, false);
      const campaigns = store.campaigns
        .all()
        .filter(
          (row) =>
            (scope.campaignId === undefined || row.id === scope.campaignId) &&
            (scope.leadsTableId === undefined || row.databaseId === scope.leadsTableId),
        );
      return reply.ok(
        campaigns.flatMap((row) => {
          const all = campaignMedia(store, row);
          return [...all.pages, ...all.mails, ...all.sms].map((item) => ({
            id: `${row.id}-${item.id}`,
            name: item.displayName ?? '',
            campaignId: row.id,
            mediaType: item.mediaType,
          }));
        }),
      );
    },
    bucketsGetAvailableEmails: ({ params }) => media(params.campaignId, ['mails']),
    bucketsGetAvailableSms: ({ params }) => media(params.campaignId, ['sms']),
    bucketsGetAvailablePages: ({ params }) => media(params.campaignId, ['pages']),
    bucketsGetAvailableDocuments: ({ params }) => media(params.campaignId, ['documents']),
    bucketsGetAvailableMedia: ({ params }) => media(params.campaignId, ['pages', 'documents', 'mails', 'sms']),
  };
}
