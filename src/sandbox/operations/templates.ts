/** The campaign templates area: lists, pages and queries, reads by id and name, approval, roles, metadata and update. */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { categoryByName, templateById, templateByIdOrName, templateByName, templateView, TEMPLATE_FIELDS } from '../records/templates.js';
import { SandboxRefusal } from '../refusal.js';
import type { TemplateRecord } from '../store/records.js';
import { integerParam } from './params.js';

type Query = components['schemas']['Query'];
type Params = Readonly<Record<string, string>>;

export function templateHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const views = (filter?: (row: TemplateRecord) => boolean) =>
    (filter ? store.templates.all().filter(filter) : store.templates.all()).map((row) => templateView(store, row));
  const selected = (query: Query | undefined, filter?: (row: TemplateRecord) => boolean) =>
    selectRecords(views(filter), query, TEMPLATE_FIELDS);
  const page = (query: Query | undefined, filter?: (row: TemplateRecord) => boolean) => reply.ok(pageOf(selected(query, filter), query));
  const paging = (params: Params): Query => ({
    ...(params.start === undefined ? {} : { start: integerParam(params.start, 'start') }),
    ...(params.size === undefined ? {} : { size: integerParam(params.size, 'size') }),
  });
  const approved = (value: boolean) => (row: TemplateRecord) => row.isApproved === value;
  const inCategory = (name: string) => {
    const category = categoryByName(store, name);
    if (!category) throw new SandboxRefusal(`There is no category named '${name}'.`);
    return (row: TemplateRecord) => row.categoryIds.includes(category.id);
  };
  const inCategoryId = (id: string) => {
    const categoryId = integerParam(id, 'categoryId');
    return (row: TemplateRecord) => row.categoryIds.includes(categoryId);
  };
  const withRole = (role: string | undefined) => (row: TemplateRecord) =>
    role ? (row.roles ?? []).some((r) => r.toLowerCase() === role.toLowerCase()) : (row.roles ?? []).length === 0;
  const setApproval = (id: string | undefined, isApproved: boolean) => {
    store.templates.replace({ ...templateById(store, id), isApproved });
    return reply.ok(true);
  };
  const setRoles = (id: string | undefined, change: (roles: string[]) => string[]) => {
    const template = templateById(store, id);
    store.templates.replace({ ...template, roles: change(template.roles ?? []) });
    return reply.ok(true);
  };
  /** Templates a campaign was made from whose documents (document templates of that campaign) have the placeholder. */
  const withPlaceholder =
    (approval: boolean | undefined) =>
    ({ params }: { params: Params }) => {
      const placeholder = (params.placeholder ?? '').toLowerCase();
      const sources = new Set(
        store.documentTemplates
          .all()
          .filter((row) => row.placeholderName?.toLowerCase() === placeholder)
          .map((row) => row.sourceCampaignName?.toLowerCase()),
      );
      const templateIds = new Set(store.campaigns.all().flatMap((row) => (sources.has(row.name.toLowerCase()) ? [row.templateId] : [])));
      return reply.ok(views((row) => templateIds.has(row.id) && (approval === undefined || row.isApproved === approval)));
    };
  const portal =
    (approval: boolean | undefined) =>
    ({ params }: { params: Params }) => {
      const listed = inCategory(params.categoryName ?? '');
      return reply.ok(views((row) => listed(row) && (approval === undefined || row.isApproved === approval)));
    };

  return {
    campaignTemplatesCount: () => reply.ok(store.templates.size),
    campaignTemplatesCountWithQuery: ({ body }) => reply.ok(selected(body).length),
    campaignTemplatesList: () => page(undefined),
    campaignTemplatesListFrom: ({ params }) => page(paging(params)),
    campaignTemplatesListPage: ({ params }) => page(paging(params)),
    campaignTemplatesGet: ({ body }) => page(body),
    campaignTemplatesById: ({ params }) => reply.ok(templateView(store, templateById(store, params.id))),
    campaignTemplatesByName: ({ params }) => {
      const template = templateByName(store, params.name ?? '');
      if (!template) throw new SandboxRefusal(`There is no campaign template named '${params.name}'.`);
      return reply.ok(templateView(store, template));
    },
    campaignTemplatesExists: ({ params }) => reply.ok(templateByName(store, params.name ?? '') !== undefined),
    campaignTemplatesDelete: ({ params }) => reply.ok(store.templates.delete(integerParam(params.id, 'id'))),
    campaignTemplatesApprove: ({ params }) => setApproval(params.id, true),
    campaignTemplatesDisapprove: ({ params }) => setApproval(params.id, false),
    campaignTemplatesApproved: () => page(undefined, approved(true)),
    campaignTemplatesApprovedFrom: ({ params }) => page(paging(params), approved(true)),
    campaignTemplatesApprovedPage: ({ params }) => page(paging(params), approved(true)),
    campaignTemplatesDisapproved: () => page(undefined, approved(false)),
    campaignTemplatesDisapprovedFrom: ({ params }) => page(paging(params), approved(false)),
    campaignTemplatesDisapprovedPage: ({ params }) => page(paging(params), approved(false)),
    campaignTemplatesByCategory: ({ params }) => page(undefined, inCategory(params.name ?? '')),
    campaignTemplatesByCategoryFrom: ({ params }) => page(paging(params), inCategory(params.name ?? '')),
    campaignTemplatesByCategoryPage: ({ params }) => page(paging(params), inCategory(params.name ?? '')),
    campaignTemplatesGetWithQueryByCategory: ({ params, body }) => page(body, inCategoryId(params.categoryId ?? '')),
    campaignTemplatesCountWithQueryByCategory: ({ params, body }) => reply.ok(selected(body, inCategoryId(params.categoryId ?? '')).length),
    campaignTemplatesPortalByPlaceholderAll: withPlaceholder(undefined),
    campaignTemplatesPortalByPlaceholderApproved: withPlaceholder(true),
    campaignTemplatesPortalByPlaceholderNotApproved: withPlaceholder(false),
    campaignTemplatesPortalByCategoryAll: portal(undefined),
    campaignTemplatesPortalByCategoryApproved: portal(true),
    campaignTemplatesPortalByCategoryNotApproved: portal(false),

    campaignTemplatesGetRoles: ({ params }) => reply.ok([...(templateById(store, params.id).roles ?? [])]),
    campaignTemplatesAssignRole: ({ params }) =>
      setRoles(params.id, (roles) => (roles.includes(params.role!) ? roles : [...roles, params.role!])),
    campaignTemplatesRemoveRole: ({ params }) => setRoles(params.id, (roles) => roles.filter((role) => role !== params.role)),
    campaignTemplatesGetByRole: ({ params, body }) => page(body, withRole(params.role)),
    campaignTemplatesGetByRoleWithoutRole: ({ body }) => page(body, withRole(undefined)),
    campaignTemplatesCountByRole: ({ params, body }) => reply.ok(selected(body, withRole(params.role)).length),
    campaignTemplatesCampaignsByRoles: ({ body }) => {
      const wanted = (Array.isArray(body) ? body : []).map((role) => String(role).toLowerCase());
      return reply.ok(views((row) => (row.roles ?? []).some((role) => wanted.includes(role.toLowerCase()))));
    },

    campaignTemplatesMetadata: ({ params }) => reply.ok(structuredClone(templateByIdOrName(store, params.idOrName ?? '').metadata ?? {})),
    campaignTemplatesMetadataByRandomKey: ({ params }) => {
      const template = templateByName(store, params.name ?? '');
      if (!template || template.randomKey !== params.randomKey)
        throw new SandboxRefusal(`There is no campaign template '${params.name}' with this random key.`);
      return reply.ok(structuredClone(template.metadata ?? {}));
    },
    campaignTemplatesUpdate: ({ body }) => {
      if (!body) throw new SandboxRefusal('No model provided.');
      if (body.id === undefined || body.id === null) throw new SandboxRefusal("No 'id' parameter provided.");
      const template = templateById(store, body.id);
      const { displayName, description, campaignImage, isApproved, roles, metadata } = body;
      const changes = Object.entries({ displayName, description, campaignImage, isApproved, roles, metadata }).filter(
        ([, value]) => value !== undefined,
      );
      store.templates.replace({ ...template, ...structuredClone(Object.fromEntries(changes)) });
      return reply.ok(true);
    },
  };
}
