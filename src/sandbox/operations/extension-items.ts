/**
 * Extension items (server admin): categories, the items in them and the items' versions. A write with an
 * id changes that record (an unknown id is refused); without one it changes the record of that name or
 * creates it. Deleting a category that still holds items is refused, as a database's foreign key would
 * (the items would lose their category); deleting an item takes its versions with it (they are its files).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { byId, byName, type ExtensionCategoryRow, type ExtensionItemRow, extensionName, freeName } from '../records/extension-items.js';
import { given, SandboxRefusal } from '../refusal.js';
import { isoInstant } from '../values.js';
import { integerParam } from './params.js';

const hasId = (id: number | null | undefined): id is number => typeof id === 'number' && id > 0;
const orNull = <T>(value: T | undefined): T | null => value ?? null;

export function extensionItemHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const category = (name: string) => {
    const row = byName<ExtensionCategoryRow>(store.extensionCategories, name);
    if (!row) throw new SandboxRefusal(`There is no extension item category named '${name}'.`);
    return row;
  };
  const item = (name: string) => {
    const row = byName<ExtensionItemRow>(store.extensionItems, name);
    if (!row) throw new SandboxRefusal(`There is no extension item named '${name}'.`);
    return row;
  };

  return {
    extensionItemsCategoriesGetAll: () => reply.ok(store.extensionCategories.all().map((row) => ({ ...row }))),
    extensionItemsCategoriesWrite: ({ body }) => {
      const name = extensionName(body?.name);
      const table = store.extensionCategories;
      const current = hasId(body?.id) ? byId(table, body.id, 'extension item category') : byName<ExtensionCategoryRow>(table, name);
      if (!current) {
        table.insert({ id: table.nextId(), name: freeName(table, name, 'extension item category'), accountId: orNull(body?.accountId) });
        return reply.ok(true);
      }
      freeName(table, name, 'extension item category', current.id);
      table.replace({ ...current, name, accountId: body?.accountId === undefined ? current.accountId : body.accountId });
      // A renamed category keeps its items.
      for (const row of store.extensionItems.all())
        if (row.categoryName?.toLowerCase() === current.name.toLowerCase()) store.extensionItems.replace({ ...row, categoryName: name });
      return reply.ok(true);
    },
    extensionItemsCategoriesDelete: ({ body }) => {
      const row = category(extensionName(body?.name));
      const used = store.extensionItems.all().filter((entry) => entry.categoryName?.toLowerCase() === row.name.toLowerCase());
      if (used.length > 0)
        throw new SandboxRefusal(
          `The extension item category '${row.name}' still holds ${used.length} item(s); delete or move them first.`,
        );
      return reply.ok(store.extensionCategories.delete(row.id));
    },
    extensionItemsItemsGetAll: () => reply.ok(store.extensionItems.all().map((row) => ({ ...row }))),
    extensionItemsItemsWrite: ({ body }) => {
      const name = extensionName(body?.name);
      const table = store.extensionItems;
      const current = hasId(body?.id) ? byId(table, body.id, 'extension item') : byName<ExtensionItemRow>(table, name);
      const categoryName =
        body?.categoryName === undefined ? (current?.categoryName ?? null) : body.categoryName && category(body.categoryName).name;
      const fields = {
        name: freeName(table, name, 'extension item', current?.id),
        accountId: body?.accountId === undefined ? (current?.accountId ?? null) : body.accountId,
        categoryName: categoryName || null,
        description: body?.description === undefined ? (current?.description ?? null) : body.description,
      };
      if (current) table.replace({ ...current, ...fields });
      else table.insert({ id: table.nextId(), ...fields });
      return reply.ok(true);
    },
    extensionItemsItemsDelete: ({ body }) => {
      const row = item(extensionName(body?.name));
      for (const version of store.extensionVersions.all())
        if (version.extensionItemId === row.id) store.extensionVersions.delete(version.id);
      return reply.ok(store.extensionItems.delete(row.id));
    },
    extensionItemsVersionsGetAll: ({ params }) => {
      const owner = byId(store.extensionItems, integerParam(params.extensionItemId, 'extensionItemId'), 'extension item');
      return reply.ok(
        store.extensionVersions
          .all()
          .filter((row) => row.extensionItemId === owner.id)
          .map((row) => ({ ...row })),
      );
    },
    extensionItemsVersionsWrite: ({ body }) => {
      const owner = byId(store.extensionItems, given(body?.extensionItemId, 'extensionItemId'), 'extension item');
      const name = given(typeof body?.name === 'string' ? body.name.trim() : undefined, 'name');
      const table = store.extensionVersions;
      const current = hasId(body?.id) ? byId(table, body.id, 'extension item version') : undefined;
      const fields = {
        extensionItemId: owner.id,
        name,
        accountId: body?.accountId === undefined ? (current?.accountId ?? owner.accountId) : body.accountId,
        version: body?.version === undefined ? (current?.version ?? null) : body.version,
      };
      if (current) table.replace({ ...current, ...fields });
      else table.insert({ id: table.nextId(), ...fields, createdOn: isoInstant(now()) });
      return reply.ok(true);
    },
    extensionItemsVersionsDelete: ({ params }) => {
      const row = byId(store.extensionVersions, integerParam(params.versionId, 'versionId'), 'extension item version');
      return reply.ok(store.extensionVersions.delete(row.id));
    },
  };
}
