/** Demo extension item categories, items and versions (fixed values; the contract's examples). */
import type { ExtensionCategoryRow, ExtensionItemRow, ExtensionVersionRow } from '../records/extension-items.js';
import { DEMO_ACCOUNT_ID } from './shared-names.js';

export function demoExtensionCategories(): ExtensionCategoryRow[] {
  return [
    { id: 3, name: 'Auswertungen', accountId: DEMO_ACCOUNT_ID },
    { id: 4, name: 'Werkzeuge', accountId: null },
  ];
}

export function demoExtensionItems(): ExtensionItemRow[] {
  return [
    {
      id: 12,
      name: 'Lead-Export',
      accountId: DEMO_ACCOUNT_ID,
      categoryName: 'Auswertungen',
      description: 'Exports the leads of a chart as Excel file.',
    },
    {
      id: 13,
      name: 'Kampagnen-Monitor',
      accountId: null,
      categoryName: 'Werkzeuge',
      description: 'Shows the running automated tasks of every campaign.',
    },
  ];
}

export function demoExtensionVersions(): ExtensionVersionRow[] {
  return [
    {
      id: 30,
      extensionItemId: 12,
      name: 'Lead-Export 1.1',
      accountId: DEMO_ACCOUNT_ID,
      version: '1.1.0',
      createdOn: '2026-03-02T10:15:00Z',
    },
    {
      id: 31,
      extensionItemId: 12,
      name: 'Lead-Export 1.2',
      accountId: DEMO_ACCOUNT_ID,
      version: '1.2.0',
      createdOn: '2026-05-18T14:40:00Z',
    },
    { id: 32, extensionItemId: 13, name: 'Kampagnen-Monitor 2.0', accountId: null, version: '2.0.0', createdOn: '2026-04-09T08:00:00Z' },
  ];
}
