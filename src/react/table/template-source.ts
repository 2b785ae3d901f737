/**
 * The account's campaign templates as a record table (exported from `@dsm/sdk/react/table`): pages of 50,
 * an edited field saved with the template update, and the platform's alert 'Could not save value.'
 * when saving fails (the value is put back).
 */
import type { CampaignTemplate } from '../../../generated/model/index.js';
import {
  campaignTemplatesCount,
  campaignTemplatesDelete,
  campaignTemplatesListPage,
  campaignTemplatesUpdate,
} from '../../../generated/operations/campaign-templates.js';
import type { ColumnDefinition } from '../../models/column-model.js';
import type { RecordSource, TableRecord } from './record-source.js';

/** The alert of a failed template save, as the platform's client words it. */
export const COULD_NOT_SAVE_VALUE = 'Could not save value.';

/** Template lists come 50 to a page unless told otherwise. */
export const DEFAULT_TEMPLATE_PAGE_SIZE = 50;

const column = (name: keyof CampaignTemplate & string, type: ColumnDefinition['type'], editable: boolean): ColumnDefinition => ({
  name,
  type,
  editable,
});

/**
 * The template columns: `id` identifies the template, `name` is read-only, and `randomKey` is not among
 * the fields the template update stores (display name, description, image, approval).
 */
export const CAMPAIGN_TEMPLATE_COLUMNS: readonly ColumnDefinition[] = [
  { ...column('id', 'integer', false), primary: true },
  column('name', 'string', false),
  column('displayName', 'string', true),
  column('description', 'string', true),
  column('campaignImage', 'string', true),
  column('randomKey', 'string', false),
  column('isApproved', 'boolean', true),
];

/** A failed template save: always the platform's 'Could not save value.' (the error stays on the alert). */
export const templateSaveFailureMessage = (_error: unknown): string => COULD_NOT_SAVE_VALUE;

/** The account's campaign templates, a page at a time; one value saved with the template update (id and its editable fields). */
export function campaignTemplatesSource(): RecordSource {
  return {
    area: 'campaign-templates',
    key: ['campaignTemplates'],
    defaultPageSize: DEFAULT_TEMPLATE_PAGE_SIZE,
    loadColumns: async () => [...CAMPAIGN_TEMPLATE_COLUMNS],
    pageNeedsColumns: false,
    async loadPage(client, { pageIndex, pageSize }, _columns, signal) {
      const path = { start: pageIndex * pageSize, size: pageSize };
      return client.send<TableRecord[]>(campaignTemplatesListPage, { path }, { signal });
    },
    count: (client, signal) => client.send<number>(campaignTemplatesCount, undefined, { signal }),
    async saveValue(client, { record, columns, primary, column: edited, value }) {
      // The update names the template by id and stores what it is given: send every editable field, the edited one new.
      const body: Record<string, unknown> = { id: record[primary.name] };
      for (const { name, editable } of columns) if (editable && record[name] !== undefined) body[name] = record[name];
      body[edited.name] = value;
      await client.send(campaignTemplatesUpdate, { body: body as CampaignTemplate });
    },
    async deleteRecords(client, ids) {
      // One delete call per template: the platform offers no list delete for templates.
      const answers = await Promise.all(ids.map((id) => client.send<boolean>(campaignTemplatesDelete, { path: { id } })));
      return answers.every(Boolean);
    },
    saveFailureMessage: templateSaveFailureMessage,
  };
}
