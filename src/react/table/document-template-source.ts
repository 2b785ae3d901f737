/**
 * The account's document templates as a record table (exported from `@dsm/sdk/react/table`), with the columns of
 * the platform's client's document template model: pages of 50 read with a query, an edited field saved with the
 * template update (the whole row, as the client sends it), and the platform's alert 'Could not save value.' when
 * saving fails (the value is put back). A template is deleted by its name, as the platform deletes them.
 */
import type { DocumentTemplateInput, Query } from '../../../generated/model/index.js';
import {
  documentTemplatesCountByQuery,
  documentTemplatesDeleteByName,
  documentTemplatesGetByQuery,
  documentTemplatesUpdate,
} from '../../../generated/operations/document-templates.js';
import type { DsmClient } from '../../client.js';
import type { ColumnDefinition } from '../../models/column-model.js';
import { ALL_COLUMNS } from '../../models/query.js';
import type { RecordSource, TableRecord } from './record-source.js';
import { DEFAULT_TEMPLATE_PAGE_SIZE, templateSaveFailureMessage } from './template-source.js';

const column = (name: keyof DocumentTemplateInput & string, type: ColumnDefinition['type'], editable: boolean): ColumnDefinition => ({
  name,
  type,
  editable,
});

/** The document template columns of the platform's client: display name, description and approval are editable. */
export const DOCUMENT_TEMPLATE_COLUMNS: readonly ColumnDefinition[] = [
  { ...column('id', 'integer', false), primary: true },
  column('name', 'string', false),
  column('displayName', 'string', true),
  column('placeholderName', 'string', false),
  column('sourceCampaignName', 'string', false),
  column('description', 'string', true),
  column('pageCount', 'integer', false),
  column('dimensionX', 'string', false),
  column('dimensionY', 'string', false),
  column('isApproved', 'boolean', true),
  column('lastUpdate', 'date', false),
];

/** Every column, no order, no condition: the templates as the server lists them. */
const templatesQuery = (start: number, size: number): Query => ({
  size,
  start,
  columns: [{ columnName: ALL_COLUMNS }],
  orders: [],
  wheres: [],
});

/**
 * The names of the templates each client has loaded, by id: the platform deletes a document template by its name.
 * Kept by client, not by source, since a component may make a new source on every render.
 */
const loadedNames = new WeakMap<DsmClient, Map<unknown, string>>();
const namesOf = (client: DsmClient) => {
  let names = loadedNames.get(client);
  if (!names) loadedNames.set(client, (names = new Map()));
  return names;
};

/** The account's document templates, a page at a time; a saved value sends the template's row with it. */
export function documentTemplatesSource(): RecordSource {
  return {
    area: 'document-templates',
    key: ['documentTemplates'],
    defaultPageSize: DEFAULT_TEMPLATE_PAGE_SIZE,
    loadColumns: async () => [...DOCUMENT_TEMPLATE_COLUMNS],
    pageNeedsColumns: false,
    async loadPage(client, { pageIndex, pageSize }, _columns, signal) {
      const body = templatesQuery(pageIndex * pageSize, pageSize);
      const page = await client.send<TableRecord[]>(documentTemplatesGetByQuery, { body }, { signal });
      const names = namesOf(client);
      for (const record of page) if (typeof record.name === 'string') names.set(record.id, record.name);
      return page;
    },
    count: (client, signal) =>
      client.send<number>(documentTemplatesCountByQuery, { body: templatesQuery(0, DEFAULT_TEMPLATE_PAGE_SIZE) }, { signal }),
    async saveValue(client, { record, column: edited, value }) {
      // The platform's client posts the template as it shows it, the edited value new.
      const body: Record<string, unknown> = {};
      for (const { name } of DOCUMENT_TEMPLATE_COLUMNS) if (record[name] !== undefined) body[name] = record[name];
      body[edited.name] = value;
      await client.send(documentTemplatesUpdate, { body: body as DocumentTemplateInput });
    },
    async deleteRecords(client, ids) {
      const named = ids.map((id) => namesOf(client).get(id));
      if (named.some((name) => name === undefined)) return false;
      const answers = await Promise.all(named.map((name) => client.send<boolean>(documentTemplatesDeleteByName, { path: { name } })));
      return answers.every(Boolean);
    },
    saveFailureMessage: templateSaveFailureMessage,
  };
}
