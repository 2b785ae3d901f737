/**
 * The demo data's document templates: fixed ids from 52 (the first is the one the contract's import
 * example finds existing), made from the demo campaigns, in the shared categories, some with roles.
 */
import type { DocumentTemplateRecord } from '../records/document-templates.js';
import type { CampaignRecord, CategoryRecord } from '../store/records.js';

/** name, display name, placeholder, pages, width, height, approved, category names, roles */
const TEMPLATES: [string, string, string | null, number, number, number, boolean, string[], string[]][] = [
  ['Mailing-A4-Fruehling', 'Mailing A4 Frühling', 'Anschreiben', 2, 210, 297, true, ['Retail', 'Newsletter'], ['Marketing']],
  ['Postkarte-A6', 'Postkarte A6', 'Postkarte', 2, 148, 105, false, ['Events'], []],
  ['Einladung-DL', 'Einladung DL', 'Anschreiben', 1, 210, 99, true, ['Events', 'Automotive'], ['Vertrieb', 'Filiale']],
  ['Flyer-A5', 'Flyer A5', 'Flyer', 2, 148, 210, true, ['Retail'], ['Marketing', 'Agentur']],
  ['Gutschein-DL', 'Gutschein DL', 'Gutschein', 1, 210, 99, false, ['Retail', 'Finance'], ['Filiale']],
  ['Katalog-A4', 'Katalog A4', null, 8, 210, 297, true, ['Tourism'], []],
  ['Expose-A4', 'Exposé A4', 'Anschreiben', 4, 210, 297, false, ['Real estate'], ['Agentur']],
  ['Serviceerinnerung-A5', 'Service-Erinnerung A5', 'Postkarte', 1, 148, 210, true, ['Automotive'], ['Filiale']],
];

export function demoDocumentTemplates(
  categories: readonly CategoryRecord[],
  campaigns: readonly CampaignRecord[],
): DocumentTemplateRecord[] {
  const idOf = (name: string) => categories.find((category) => category.name === name)?.id;
  return TEMPLATES.map(([name, displayName, placeholderName, pageCount, dimensionX, dimensionY, isApproved, names, roles], i) => ({
    id: 52 + i,
    name,
    displayName,
    description: `${displayName}: ${pageCount} Seite${pageCount === 1 ? '' : 'n'}, ${dimensionX} x ${dimensionY} mm.`,
    placeholderName,
    sourceCampaignName: i % 3 === 1 ? null : (campaigns[i % campaigns.length]?.name ?? null),
    pageCount,
    dimensionX,
    dimensionY,
    isApproved,
    lastUpdate: `${new Date(Date.UTC(2026, 1, 2) + i * 9 * 86_400_000).toISOString().slice(0, 19)}Z`,
    categoryIds: names.map(idOf).filter((id): id is number => id !== undefined),
    roles,
  }));
}
