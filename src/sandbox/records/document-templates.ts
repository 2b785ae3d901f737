/**
 * Document templates as the contract shows them (001 §3.6 fields plus the portal's `approved`,
 * `width`, `height`, `categories` and `thumbnail`) and the look-ups their handlers share.
 */
import type { components } from '../../../generated/schema.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { categoryNames, MEDIA_HOST } from './images.js';

type DocumentTemplate = components['schemas']['DocumentTemplate'];

/** A document template: the §3.6 fields, its categories by id and the portal user roles it is assigned to. */
export interface DocumentTemplateRecord {
  id: number;
  name: string;
  displayName: string | null;
  description: string | null;
  placeholderName: string | null;
  sourceCampaignName: string | null;
  pageCount: number;
  /** Page width and height in millimetres. */
  dimensionX: number;
  dimensionY: number;
  isApproved: boolean;
  lastUpdate: string;
  categoryIds: number[];
  roles: string[];
}

/** The fields a document template query may name. */
export const DOCUMENT_TEMPLATE_FIELDS = [
  'id',
  'name',
  'displayName',
  'description',
  'approved',
  'isApproved',
  'categories',
  'width',
  'height',
  'dimensionX',
  'dimensionY',
  'pageCount',
  'sourceCampaignName',
  'placeholderName',
  'lastUpdate',
  'thumbnail',
] as const;

export const documentTemplateThumbnail = (id: number) => `${MEDIA_HOST}/thumbnails/documenttemplate/${id}.png`;

export function documentTemplateView(store: SandboxStore, row: DocumentTemplateRecord): DocumentTemplate {
  const { categoryIds, roles, ...fields } = row;
  return {
    ...fields,
    approved: row.isApproved,
    width: row.dimensionX,
    height: row.dimensionY,
    categories: categoryNames(store, categoryIds),
    thumbnail: documentTemplateThumbnail(row.id),
  };
}

const lower = (text: string) => text.toLowerCase();

export function documentTemplateByName(store: SandboxStore, name: string): DocumentTemplateRecord | undefined {
  return store.documentTemplates.index('name', (row) => lower(row.name)).get(lower(name));
}

/** The document template named `name`, or the platform's refusal. */
export function namedDocumentTemplate(store: SandboxStore, name: string | undefined): DocumentTemplateRecord {
  const template = documentTemplateByName(store, given(name, 'name'));
  if (!template) throw new SandboxRefusal(`There is no document template named '${name}'.`);
  return template;
}

export function documentTemplateById(store: SandboxStore, id: unknown): DocumentTemplateRecord {
  given(id, 'id');
  const template =
    typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? store.documentTemplates.get(Number(id)) : undefined;
  if (!template) throw new SandboxRefusal(`There is no document template with id '${quoted(id)}'.`);
  return template;
}

/** A name for a new or renamed document template: present and not taken by another one (letter case aside). */
export function freeDocumentTemplateName(store: SandboxStore, name: unknown, ownId?: number): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw new SandboxRefusal("No 'name' parameter provided.");
  const holder = documentTemplateByName(store, text);
  if (holder && holder.id !== ownId) throw new SandboxRefusal(`There is already a document template named '${text}'.`);
  return text;
}

/** A template an import brings, and the user's decision for it (`continueimport`'s body). */
export interface ImportedDocumentTemplate {
  name: string;
  displayName?: string | null;
  width?: number | null;
  height?: number | null;
  pageCount?: number | null;
  overwrite: boolean;
}

/** What a finished import leaves: the existing template of that name overwritten, or a new one (renamed when the name is taken). */
export function importDocumentTemplate(store: SandboxStore, imported: ImportedDocumentTemplate, lastUpdate: string): void {
  const existing = documentTemplateByName(store, imported.name);
  const sizes = {
    ...(typeof imported.width === 'number' ? { dimensionX: imported.width } : {}),
    ...(typeof imported.height === 'number' ? { dimensionY: imported.height } : {}),
    ...(typeof imported.pageCount === 'number' ? { pageCount: imported.pageCount } : {}),
  };
  if (existing && imported.overwrite) {
    store.documentTemplates.replace({ ...existing, ...sizes, displayName: imported.displayName ?? existing.displayName, lastUpdate });
    return;
  }
  let name = imported.name;
  for (let n = 2; documentTemplateByName(store, name) && n < 1000; n++) name = `${imported.name}-${n}`;
  store.documentTemplates.insert({
    id: store.documentTemplates.nextId(),
    name,
    displayName: imported.displayName ?? name,
    description: null,
    placeholderName: null,
    sourceCampaignName: null,
    pageCount: 1,
    dimensionX: 210,
    dimensionY: 297,
    ...sizes,
    isApproved: false,
    lastUpdate,
    categoryIds: [],
    roles: [],
  });
}
