/**
 * Portal images as the contract shows them (categories by name) and the look-ups the image, thumbnail
 * and svg handlers share. An image keeps its categories by id in the shared category table, so a
 * renamed category shows under its new name and a deleted one drops out.
 */
import type { components } from '../../../generated/schema.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { CategoryRecord } from '../store/records.js';
import { categoryByName } from './templates.js';

type PortalImage = components['schemas']['PortalImage'];
type Query = components['schemas']['Query'];

/** A portal image; `categoryIds` name rows of `store.categories`. */
export interface ImageRecord {
  id: number;
  name: string;
  displayName: string | null;
  description: string | null;
  approved: boolean;
  categoryIds: number[];
  width: number;
  height: number;
  url: string;
}

/** The fields an image query may name. */
export const IMAGE_FIELDS = ['id', 'name', 'displayName', 'description', 'approved', 'categories', 'width', 'height', 'url'] as const;

/** Where the sandbox's pictures and thumbnails are said to live. */
export const MEDIA_HOST = 'https://demo.example.com';

/** The names of the categories `ids` name, in that order (deleted ones left out). */
export function categoryNames(store: SandboxStore, ids: readonly number[]): string[] {
  return ids.flatMap((id) => {
    const row = store.categories.get(id);
    return row ? [row.name] : [];
  });
}

export function imageView(store: SandboxStore, image: ImageRecord): PortalImage {
  const { categoryIds, ...fields } = image;
  return { ...structuredClone(fields), categories: categoryNames(store, categoryIds) };
}

const lower = (text: string) => text.toLowerCase();

export function imageByName(store: SandboxStore, name: string): ImageRecord | undefined {
  return store.images.index('name', (row) => lower(row.name)).get(lower(name));
}

/** The image named `name`, or the platform's refusal. */
export function namedImage(store: SandboxStore, name: string | undefined): ImageRecord {
  const image = imageByName(store, given(name, 'imageName'));
  if (!image) throw new SandboxRefusal(`There is no image named '${name}'.`);
  return image;
}

export function imageById(store: SandboxStore, id: unknown): ImageRecord {
  given(id, 'id');
  const image = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? store.images.get(Number(id)) : undefined;
  if (!image) throw new SandboxRefusal(`There is no image with id '${quoted(id)}'.`);
  return image;
}

/** The category named `name` (the categories area's table), or the platform's refusal. */
export function namedCategory(store: SandboxStore, name: string | undefined): CategoryRecord {
  const category = categoryByName(store, given(name, 'categoryName'));
  if (!category) throw new SandboxRefusal(`There is no category named '${name}'.`);
  return category;
}

/** The most names one request may list (categories of an item, roles asked about). */
export const MAX_LISTED_NAMES = 200;

/** Category names as a request gives them, as ids (every one must exist). */
export function categoryIdsOf(store: SandboxStore, names: readonly unknown[]): number[] {
  if (names.length > MAX_LISTED_NAMES) throw new SandboxRefusal(`No more than ${MAX_LISTED_NAMES} categories can be given.`);
  const ids = names.map((name) => namedCategory(store, typeof name === 'string' ? name : String(name)).id);
  return [...new Set(ids)];
}

/** The query a query call must send (the platform's client refuses the call without one). */
export function requiredQuery(query: Query | undefined): Query {
  if (!query) throw new SandboxRefusal('No params provided.');
  return query;
}
