/**
 * The document templates area: queries and counts, update, delete, approval, roles, categories and
 * the portal's lists by placeholder and by category. The import's decisions are the job's (see
 * `jobs/plans/uploads.ts`).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  DOCUMENT_TEMPLATE_FIELDS,
  type DocumentTemplateRecord,
  documentTemplateById,
  documentTemplateView,
  freeDocumentTemplateName,
  namedDocumentTemplate,
} from '../records/document-templates.js';
import { categoryIdsOf, MAX_LISTED_NAMES, namedCategory, requiredQuery } from '../records/images.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { SandboxRefusal } from '../refusal.js';
import { integerParam } from './params.js';

type Query = components['schemas']['Query'];
type Params = Readonly<Record<string, string>>;
type Filter = (row: DocumentTemplateRecord) => boolean;

const same = (a: string | null | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

export function documentTemplateHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const views = (filter?: Filter) =>
    (filter ? store.documentTemplates.all().filter(filter) : store.documentTemplates.all()).map((row) => documentTemplateView(store, row));
  const selected = (query: Query | undefined, filter?: Filter) => selectRecords(views(filter), query, DOCUMENT_TEMPLATE_FIELDS);
  const page = (query: Query | undefined, filter?: Filter) => reply.ok(pageOf(selected(query, filter), query));
  const inCategory = (name: string | undefined): Filter => {
    const category = namedCategory(store, name);
    return (row) => row.categoryIds.includes(category.id);
  };
  const withRole =
    (role: string | undefined): Filter =>
    (row) =>
      row.roles.some((r) => same(r, role));
  const forPlaceholder =
    (placeholder: string | undefined): Filter =>
    (row) =>
      same(row.placeholderName, placeholder);
  const approval =
    (approved: boolean | undefined, filter: Filter): Filter =>
    (row) =>
      filter(row) && (approved === undefined || row.isApproved === approved);
  const paging = (params: Params): Query => ({
    ...(params.start === undefined ? {} : { start: integerParam(params.start, 'start') }),
    ...(params.size === undefined ? {} : { size: integerParam(params.size, 'size') }),
  });
  const change = (row: DocumentTemplateRecord, fields: Partial<DocumentTemplateRecord>) => {
    store.documentTemplates.replace({ ...row, ...fields, lastUpdate: `${now().toISOString().slice(0, 19)}Z` });
    return reply.ok(true);
  };
  const setRoles = (params: Params, edit: (roles: string[]) => string[]) => {
    const template = namedDocumentTemplate(store, params.name);
    return change(template, { roles: edit(template.roles) });
  };
  const setCategory = (params: Params, connected: boolean) => {
    const template = namedDocumentTemplate(store, params.name);
    const category = namedCategory(store, params.category);
    const others = template.categoryIds.filter((id) => id !== category.id);
    return change(template, { categoryIds: connected ? [...others, category.id] : others });
  };
  const byPlaceholder =
    (approved: boolean | undefined) =>
    ({ params }: { params: Params }) =>
      reply.ok(views(approval(approved, forPlaceholder(params.placeholder))));
  const byCategory =
    (approved: boolean | undefined) =>
    ({ params }: { params: Params }) =>
      reply.ok(views(approval(approved, inCategory(params.category))));

  return {
    documentTemplatesGetByQuery: ({ body }) => page(requiredQuery(body)),
    documentTemplatesCountByQuery: ({ body }) => reply.ok(selected(requiredQuery(body)).length),
    documentTemplatesGetByRole: ({ params, body }) => page(requiredQuery(body), withRole(params.role)),
    documentTemplatesCountByRole: ({ params, body }) => reply.ok(selected(requiredQuery(body), withRole(params.role)).length),
    documentTemplatesDocumentsByRoles: ({ body }) => {
      const wanted = (Array.isArray(body) ? body.slice(0, MAX_LISTED_NAMES) : []).map((role) => String(role).toLowerCase());
      return reply.ok(views((row) => row.roles.some((role) => wanted.includes(role.toLowerCase()))));
    },
    documentTemplatesGetRoles: ({ params }) => reply.ok([...namedDocumentTemplate(store, params.name).roles]),
    documentTemplatesAssignRole: ({ params }) =>
      setRoles(params, (roles) => (roles.some((role) => same(role, params.role)) ? roles : [...roles, params.role!])),
    documentTemplatesRemoveRole: ({ params }) => setRoles(params, (roles) => roles.filter((role) => !same(role, params.role))),
    documentTemplatesDeleteByName: ({ params }) => reply.ok(store.documentTemplates.delete(namedDocumentTemplate(store, params.name).id)),
    documentTemplatesApprove: ({ params }) => change(documentTemplateById(store, integerParam(params.id, 'id')), { isApproved: true }),
    documentTemplatesGetWithQueryByCategory: ({ params, body }) => page(requiredQuery(body), inCategory(params.category)),
    documentTemplatesCountWithQueryByCategory: ({ params, body }) =>
      reply.ok(selected(requiredQuery(body), inCategory(params.category)).length),
    documentTemplatesByCategory: ({ params }) => page(undefined, inCategory(params.category)),
    documentTemplatesByCategoryFrom: ({ params }) => page(paging(params), inCategory(params.category)),
    documentTemplatesByCategoryPage: ({ params }) => page(paging(params), inCategory(params.category)),
    documentTemplatesCategoryConnect: ({ params }) => setCategory(params, true),
    documentTemplatesCategoryDisconnect: ({ params }) => setCategory(params, false),
    documentTemplatesCategoryGet: ({ params }) =>
      reply.ok(documentTemplateView(store, namedDocumentTemplate(store, params.name)).categories ?? []),
    documentTemplatesGetAvailable: ({ params }) => reply.ok(views(forPlaceholder(params.placeholder))),
    documentTemplatesPortalByPlaceholderApproved: byPlaceholder(true),
    documentTemplatesPortalByPlaceholderNotApproved: byPlaceholder(false),
    documentTemplatesPortalByPlaceholderAll: byPlaceholder(undefined),
    documentTemplatesPortalByCategoryApproved: byCategory(true),
    documentTemplatesPortalByCategoryNotApproved: byCategory(false),
    documentTemplatesPortalByCategoryAll: byCategory(undefined),
    documentTemplatesUpdate: ({ body }) => {
      if (!body) throw new SandboxRefusal('No params provided.');
      const template = documentTemplateById(store, body.id);
      const name = body.name === undefined || body.name === null ? template.name : freeDocumentTemplateName(store, body.name, template.id);
      const { displayName, description, placeholderName, sourceCampaignName, pageCount } = body;
      const fields = {
        displayName,
        description,
        placeholderName,
        sourceCampaignName,
        pageCount: pageCount ?? undefined,
        dimensionX: body.dimensionX ?? body.width ?? undefined,
        dimensionY: body.dimensionY ?? body.height ?? undefined,
        isApproved: body.isApproved ?? body.approved ?? undefined,
        categoryIds: Array.isArray(body.categories) ? categoryIdsOf(store, body.categories) : undefined,
      };
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      return change(template, { ...changes, name });
    },
  };
}
