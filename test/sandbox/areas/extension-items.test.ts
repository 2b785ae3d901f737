/** Extension items through the SDK against the sandbox: categories, items and versions written, read back, deleted and refused. */
import { describe, expect, it } from 'vitest';
import { DsmApiError } from '../../../src/errors.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();

describe('extension item categories', () => {
  it('a written category shows in getall; writing it with its id renames it and its items follow', async () => {
    await dsm.call('extensionItemsCategoriesWrite', { body: { name: 'Berichte', accountId: 1042 } });
    const created = (await dsm.call('extensionItemsCategoriesGetAll')).find((row) => row.name === 'Berichte');
    expect(created).toMatchObject({ name: 'Berichte', accountId: 1042 });
    await dsm.call('extensionItemsItemsWrite', { body: { name: 'Umsatzbericht', categoryName: 'Berichte', accountId: 1042 } });
    await dsm.call('extensionItemsCategoriesWrite', { body: { id: created!.id, name: 'Reports' } });
    const names = (await dsm.call('extensionItemsCategoriesGetAll')).map((row) => row.name);
    expect(names).toContain('Reports');
    expect(names).not.toContain('Berichte');
    const item = (await dsm.call('extensionItemsItemsGetAll')).find((row) => row.name === 'Umsatzbericht');
    expect(item?.categoryName).toBe('Reports');
  });

  it('delete removes an empty category; one with items, an unknown one and a taken name are refused', async () => {
    await dsm.call('extensionItemsCategoriesWrite', { body: { name: 'Leer' } });
    await dsm.call('extensionItemsCategoriesDelete', { body: { name: 'Leer' } });
    expect((await dsm.call('extensionItemsCategoriesGetAll')).map((row) => row.name)).not.toContain('Leer');
    await expect(dsm.call('extensionItemsCategoriesDelete', { body: { name: 'Leer' } })).rejects.toThrow(
      "There is no extension item category named 'Leer'.",
    );
    await expect(dsm.call('extensionItemsCategoriesDelete', { body: { name: 'Auswertungen' } })).rejects.toThrow(/still holds 1 item/);
    await expect(dsm.call('extensionItemsCategoriesWrite', { body: { id: 4, name: 'Auswertungen' } })).rejects.toThrow(
      "There is already an extension item category named 'Auswertungen'.",
    );
    await expect(dsm.call('extensionItemsCategoriesWrite', { body: { id: 99, name: 'X' } })).rejects.toThrow(
      "There is no extension item category with id '99'.",
    );
  });
});

describe('extension items and versions', () => {
  it('an item written into a category shows in getall; versions written for it show in its versions', async () => {
    await dsm.call('extensionItemsItemsWrite', { body: { name: 'Karte', categoryName: 'Werkzeuge', description: 'Leads on a map.' } });
    const item = (await dsm.call('extensionItemsItemsGetAll')).find((row) => row.name === 'Karte');
    expect(item).toMatchObject({ categoryName: 'Werkzeuge', description: 'Leads on a map.' });
    await dsm.call('extensionItemsVersionsWrite', { body: { extensionItemId: item!.id!, name: 'Karte 1.0', version: '1.0.0' } });
    const versions = await dsm.call('extensionItemsVersionsGetAll', { path: { extensionItemId: item!.id! } });
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ extensionItemId: item!.id, name: 'Karte 1.0', version: '1.0.0' });
    expect(versions[0]!.createdOn).toBeTruthy();
    expect(await dsm.call('extensionItemsVersionsGetAll', { path: { extensionItemId: 12 } })).toHaveLength(2);
  });

  it('versions/delete removes one version; items/delete removes the item and its versions', async () => {
    await dsm.call('extensionItemsVersionsDelete', { path: { versionId: 30 } });
    expect((await dsm.call('extensionItemsVersionsGetAll', { path: { extensionItemId: 12 } })).map((row) => row.id)).toEqual([31]);
    await expect(dsm.call('extensionItemsVersionsDelete', { path: { versionId: 30 } })).rejects.toThrow(
      "There is no extension item version with id '30'.",
    );
    await dsm.call('extensionItemsItemsDelete', { body: { name: 'Lead-Export' } });
    expect((await dsm.call('extensionItemsItemsGetAll')).map((row) => row.name)).not.toContain('Lead-Export');
    await expect(dsm.call('extensionItemsVersionsGetAll', { path: { extensionItemId: 12 } })).rejects.toThrow(
      "There is no extension item with id '12'.",
    );
    // The category is empty now, so it can go.
    await dsm.call('extensionItemsCategoriesDelete', { body: { name: 'Auswertungen' } });
  });

  it('refuses an unknown item, category or item id, and a delete without a name', async () => {
    await expect(dsm.call('extensionItemsCategoriesDelete', { body: { name: '' } })).rejects.toThrow('No category name provided.');
    await expect(dsm.call('extensionItemsItemsDelete', { body: { name: '  ' } })).rejects.toThrow('No category name provided.');
    await expect(dsm.call('extensionItemsItemsDelete', { body: { name: 'Nope' } })).rejects.toThrow(
      "There is no extension item named 'Nope'.",
    );
    await expect(dsm.call('extensionItemsItemsWrite', { body: { name: 'X', categoryName: 'Nope' } })).rejects.toThrow(
      "There is no extension item category named 'Nope'.",
    );
    await expect(dsm.call('extensionItemsVersionsWrite', { body: { extensionItemId: 999, name: 'X 1' } })).rejects.toThrow(DsmApiError);
    await expect(dsm.call('extensionItemsVersionsGetAll', { path: { extensionItemId: 999 } })).rejects.toThrow(
      "There is no extension item with id '999'.",
    );
  });
});
