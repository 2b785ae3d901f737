/** The campaign template categories area: list and query, insert, rename, delete, roles and the portal's lists. */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { categoryByName, categoryView, CATEGORY_FIELDS, freshName, templateById } from '../records/templates.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { CategoryRecord } from '../store/records.js';
import { integerParam } from './params.js';
import { unlinkEverywhere } from './template-links.js';
import { namedDocumentTemplate } from '../records/document-templates.js';
import { namedImage } from '../records/images.js';

type Query = components['schemas']['Query'];

export function categoryHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const selected = (query: Query | undefined, filter?: (row: CategoryRecord) => boolean) =>
    selectRecords(filter ? store.categories.all().filter(filter) : store.categories.all(), query, CATEGORY_FIELDS);
  const page = (query: Query | undefined, filter?: (row: CategoryRecord) => boolean) =>
    reply.ok(pageOf(selected(query, filter), query).map(categoryView));
  const named = (name: string | undefined) => {
    const category = categoryByName(store, given(name, 'name'));
    if (!category) throw new SandboxRefusal(`There is no category named '${name}'.`);
    return category;
  };
  const withRole = (role: string | undefined) => (row: CategoryRecord) =>
    (row.roles ?? []).some((r) => r.toLowerCase() === role?.toLowerCase());
  const ofTemplate = (id: string | undefined) => {
    const template = templateById(store, id);
    return (row: CategoryRecord) => template.categoryIds.includes(row.id);
  };
  const rename = (id: unknown, name: unknown) => {
    const category = typeof given(id, 'id') === 'number' ? store.categories.get(id as number) : undefined;
    if (!category) throw new SandboxRefusal(`There is no category with id ${quoted(id)}.`);
    const text = typeof name === 'string' ? name.trim() : '';
    if (text.toLowerCase() !== category.name.toLowerCase()) freshName(store.categories, text, 'category');
    store.categories.replace({ ...category, name: text });
    return reply.ok(true);
  };
  const remove = (category: CategoryRecord | undefined) => {
    if (!category) return reply.ok(false);
    unlinkEverywhere(store, 'categoryIds', category.id);
    return reply.ok(store.categories.delete(category.id));
  };
  const setRoles = (name: string | undefined, change: (roles: string[]) => string[]) => {
    const category = named(name);
    store.categories.replace({ ...category, roles: change(category.roles ?? []) });
    return reply.ok(true);
  };
  const containing = (approval: boolean | undefined) => () => {
    const used = new Set(
      store.templates
        .all()
        .filter((row) => approval === undefined || row.isApproved === approval)
        .flatMap((row) => row.categoryIds),
    );
    return reply.ok(
      store.categories
        .all()
        .filter((row) => used.has(row.id))
        .map(categoryView),
    );
  };

  // Images and document templates keep their categories by id (the media areas).
  const ofDocumentTemplate = (name: string | undefined) => {
    const { categoryIds } = namedDocumentTemplate(store, name);
    return (row: CategoryRecord) => categoryIds.includes(row.id);
  };
  const ofImage = (name: string | undefined) => {
    const { categoryIds } = namedImage(store, name);
    return (row: CategoryRecord) => categoryIds.includes(row.id);
  };

  return {
    campaignTemplateCategoriesGetByDocumentTemplate: ({ params, body }) => page(body, ofDocumentTemplate(params.name)),
    campaignTemplateCategoriesCountByDocumentTemplate: ({ params, body }) =>
      reply.ok(selected(body, ofDocumentTemplate(params.name)).length),
    campaignTemplateCategoriesGetByImage: ({ params, body }) => page(body, ofImage(params.imageName)),
    campaignTemplateCategoriesCountByImage: ({ params, body }) => reply.ok(selected(body, ofImage(params.imageName)).length),
    campaignTemplateCategoriesGet: () => reply.ok(store.categories.all().map(categoryView)),
    campaignTemplateCategoriesGetWithQuery: ({ body }) => page(body),
    campaignTemplateCategoriesCountWithQuery: ({ body }) => reply.ok(selected(body).length),
    campaignTemplateCategoriesInsert: ({ params }) => {
      const name = freshName(store.categories, params.name, 'category');
      return reply.ok(categoryView(store.categories.insert({ id: store.categories.nextId(), name, roles: [] })));
    },
    campaignTemplateCategoriesUpdateById: ({ params }) => rename(integerParam(params.id, 'id'), params.name),
    campaignTemplateCategoriesUpdate: ({ body }) => rename(body?.id, body?.name),
    campaignTemplateCategoriesDeleteById: ({ params }) => remove(store.categories.get(integerParam(params.id, 'id'))),
    campaignTemplateCategoriesDeleteByName: ({ params }) => remove(categoryByName(store, params.name ?? '')),
    campaignTemplateCategoriesGetRoles: ({ params }) => reply.ok([...(named(params.name).roles ?? [])]),
    campaignTemplateCategoriesAssignRole: ({ params }) =>
      setRoles(params.name, (roles) => (roles.includes(params.role!) ? roles : [...roles, params.role!])),
    campaignTemplateCategoriesRemoveRole: ({ params }) => setRoles(params.name, (roles) => roles.filter((role) => role !== params.role)),
    campaignTemplateCategoriesGetByRole: ({ params, body }) => page(body, withRole(params.role)),
    campaignTemplateCategoriesCountByRole: ({ params, body }) => reply.ok(selected(body, withRole(params.role)).length),
    campaignTemplateCategoriesCategoriesByRoles: ({ body }) => {
      const wanted = (Array.isArray(body) ? body : []).map((role) => String(role).toLowerCase());
      return reply.ok(
        store.categories
          .all()
          .filter((row) => (row.roles ?? []).some((role) => wanted.includes(role.toLowerCase())))
          .map(categoryView),
      );
    },
    campaignTemplateCategoriesGetByCampaignTemplate: ({ params, body }) => page(body, ofTemplate(params.id)),
    campaignTemplateCategoriesCountByCampaignTemplate: ({ params, body }) => reply.ok(selected(body, ofTemplate(params.id)).length),
    campaignTemplateCategoriesPortalContainingTemplates: containing(undefined),
    campaignTemplateCategoriesPortalContainingTemplatesApproved: containing(true),
    campaignTemplateCategoriesPortalContainingTemplatesNotApproved: containing(false),
  };
}
