/**
 * The portal user roles area: the list (plain, queried, as models, counted), add and delete, and the
 * roles a portal user, a category, a campaign template or a document template holds.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { documentTemplates, ROLE_FIELDS, roleByName, rolesOf, syncRoles, unassignEverywhere } from '../records/portal-user-roles.js';
import { categoryByName, templateById } from '../records/templates.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { PortalUserRoleRecord } from '../store/records.js';
import { integerParam } from './params.js';

type Query = components['schemas']['Query'];

const model = ({ id, name }: PortalUserRoleRecord) => ({ id, name });
const nameOf = ({ name }: PortalUserRoleRecord) => name;

export function portalUserRoleHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const all = () => {
    syncRoles(store);
    return store.portalUserRoles.all();
  };
  const selected = (rows: readonly PortalUserRoleRecord[], query: Query | undefined) => selectRecords(rows, query, ROLE_FIELDS);
  const page = (rows: readonly PortalUserRoleRecord[], query: Query | undefined) => pageOf(selected(rows, query), query);
  const ofUser = (userId: string | undefined) => {
    const id = integerParam(userId, 'userId');
    const user = store.portalUsers.get(id);
    if (!user) throw new SandboxRefusal(`There is no portal user with id ${quoted(id)}.`);
    return rolesOf(store, user);
  };
  const ofCategory = (name: string | undefined) => {
    const category = categoryByName(store, given(name, 'category'));
    if (!category) throw new SandboxRefusal(`There is no category named '${name}'.`);
    return rolesOf(store, category);
  };
  const ofTemplate = (id: string | undefined) => rolesOf(store, templateById(store, id));
  const ofDocumentTemplate = (name: string | undefined) => {
    const wanted = given(name, 'name').toLowerCase();
    const template = documentTemplates(store)
      ?.all()
      .find((row) => row.name?.toLowerCase() === wanted);
    if (!template) throw new SandboxRefusal(`There is no document template named '${name}'.`);
    return rolesOf(store, template);
  };
  const add = (role: string | undefined) => {
    const name = given(role?.trim(), 'role');
    syncRoles(store);
    const taken = roleByName(store, name);
    if (taken) throw new SandboxRefusal(`There is already a role named '${taken.name}'.`);
    return store.portalUserRoles.insert({ id: store.portalUserRoles.nextId(), name });
  };

  return {
    portalUserRolesGet: () => reply.ok(all().map(nameOf)),
    portalUserRolesGetWithQuery: ({ body }) => reply.ok(page(all(), body).map(nameOf)),
    portalUserRolesGetModelsWithQuery: ({ body }) => reply.ok(page(all(), body).map(model)),
    portalUserRolesGetCountWithQuery: ({ body }) => reply.ok(selected(all(), body).length),
    portalUserRolesGetByUser: ({ params, body }) => reply.ok(page(ofUser(params.userId), body).map(nameOf)),
    portalUserRolesGetModelsByUser: ({ params, body }) => reply.ok(page(ofUser(params.userId), body).map(model)),
    portalUserRolesGetCountByUser: ({ params, body }) => reply.ok(selected(ofUser(params.userId), body).length),
    portalUserRolesGetByCategory: ({ params, body }) => reply.ok(page(ofCategory(params.category), body).map(nameOf)),
    portalUserRolesGetModelsByCategory: ({ params, body }) => reply.ok(page(ofCategory(params.category), body).map(model)),
    portalUserRolesGetCountByCategory: ({ params, body }) => reply.ok(selected(ofCategory(params.category), body).length),
    portalUserRolesGetByCampaignTemplate: ({ params, body }) => reply.ok(page(ofTemplate(params.id), body).map(nameOf)),
    portalUserRolesGetCountByCampaignTemplate: ({ params, body }) => reply.ok(selected(ofTemplate(params.id), body).length),
    portalUserRolesGetByDocumentTemplate: ({ params, body }) => reply.ok(page(ofDocumentTemplate(params.name), body).map(nameOf)),
    portalUserRolesGetCountByDocumentTemplate: ({ params, body }) => reply.ok(selected(ofDocumentTemplate(params.name), body).length),
    portalUserRolesAdd: ({ params }) => {
      add(params.role);
      return reply.ok(true);
    },
    portalUserRolesAddReturnModel: ({ params }) => reply.ok(model(add(params.role))),
    portalUserRolesDelete: ({ params }) => {
      const name = given(params.role, 'role');
      syncRoles(store);
      const role = roleByName(store, name);
      if (!role) throw new SandboxRefusal(`There is no role named '${name}'.`);
      unassignEverywhere(store, role.name);
      return reply.ok(store.portalUserRoles.delete(role.id));
    },
  };
}
