/**
 * The images area: queries and counts, update, delete by name and by id, the portal's category
 * lists and connections, and the thumbnails of categories, campaign and document templates and images.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { documentTemplateByName, documentTemplateThumbnail } from '../records/document-templates.js';
import {
  categoryIdsOf,
  IMAGE_FIELDS,
  type ImageRecord,
  imageById,
  imageByName,
  imageView,
  MEDIA_HOST,
  namedCategory,
  namedImage,
  requiredQuery,
} from '../records/images.js';
import { pageOf, selectRecords } from '../records/record-query.js';
import { categoryByName, templateByName } from '../records/templates.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { integerParam } from './params.js';

type Query = components['schemas']['Query'];
type Filter = (row: ImageRecord) => boolean;

interface ThumbnailKind {
  label: string;
  path: string;
  byId(store: SandboxStore, id: number): boolean;
  byName(store: SandboxStore, name: string): number | undefined;
}

/** Thumbnail types (1 category, 2 campaign template, 3 document template, 4 image): finds the item by id or name. */
const THUMBNAIL_KINDS = new Map<number, ThumbnailKind>([
  [
    1,
    {
      label: 'category',
      path: 'category',
      byId: (s, id) => s.categories.get(id) !== undefined,
      byName: (s, n) => categoryByName(s, n)?.id,
    },
  ],
  [
    2,
    {
      label: 'campaign template',
      path: 'campaigntemplate',
      byId: (s, id) => s.templates.get(id) !== undefined,
      byName: (s, n) => templateByName(s, n)?.id,
    },
  ],
  [
    3,
    {
      label: 'document template',
      path: 'documenttemplate',
      byId: (s, id) => s.documentTemplates.get(id) !== undefined,
      byName: (s, n) => documentTemplateByName(s, n)?.id,
    },
  ],
  [4, { label: 'image', path: 'image', byId: (s, id) => s.images.get(id) !== undefined, byName: (s, n) => imageByName(s, n)?.id }],
]);

function thumbnailKind(type: string | undefined): ThumbnailKind {
  const kind = THUMBNAIL_KINDS.get(Number(type));
  if (!kind) throw new SandboxRefusal(`Unknown thumbnail type ${quoted(type)}.`);
  return kind;
}

/** Where a thumbnail is said to be (a document template's is the one its records show). */
const thumbnailUrl = (path: string, id: number) =>
  path === 'documenttemplate' ? documentTemplateThumbnail(id) : `${MEDIA_HOST}/thumbnails/${path}/${id}.png`;

export function imageHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const views = (filter?: Filter) => (filter ? store.images.all().filter(filter) : store.images.all()).map((row) => imageView(store, row));
  const selected = (query: Query | undefined, filter?: Filter) => selectRecords(views(filter), query, IMAGE_FIELDS);
  const page = (query: Query | undefined, filter?: Filter) => reply.ok(pageOf(selected(query, filter), query));
  const inCategory = (name: string | undefined): Filter => {
    const category = namedCategory(store, name);
    return (row) => row.categoryIds.includes(category.id);
  };
  const portal =
    (approved: boolean | undefined) =>
    ({ params }: { params: Readonly<Record<string, string>> }) => {
      const listed = inCategory(params.category);
      return reply.ok(views((row) => listed(row) && (approved === undefined || row.approved === approved)));
    };
  const setCategory = (params: Readonly<Record<string, string>>, connected: boolean) => {
    const image = namedImage(store, params.image);
    const category = namedCategory(store, params.category);
    const others = image.categoryIds.filter((id) => id !== category.id);
    store.images.replace({ ...image, categoryIds: connected ? [...others, category.id] : others });
    return reply.ok(true);
  };

  return {
    imagesGetWithQuery: ({ body }) => page(requiredQuery(body)),
    imagesCountWithQuery: ({ body }) => reply.ok(selected(requiredQuery(body)).length),
    imagesPortalGetByCategory: ({ params, body }) => page(requiredQuery(body), inCategory(params.category)),
    imagesPortalCountByCategory: ({ params, body }) => reply.ok(selected(requiredQuery(body), inCategory(params.category)).length),
    imagesPortalGetByCategoryWithoutCategory: ({ body }) => page(requiredQuery(body)),
    imagesPortalCountByCategoryWithoutCategory: ({ body }) => reply.ok(selected(requiredQuery(body)).length),
    imagesPortalByCategoryApproved: portal(true),
    imagesPortalByCategoryNotApproved: portal(false),
    imagesPortalByCategoryAll: portal(undefined),
    imagesPortalConnectToCategory: ({ params }) => setCategory(params, true),
    imagesPortalDisconnectFromCategory: ({ params }) => setCategory(params, false),
    imagesDelete: ({ params }) => reply.ok(store.images.delete(namedImage(store, params.name).id)),
    imagesDeleteById: ({ params }) => reply.ok(store.images.delete(imageById(store, integerParam(params.id, 'id')).id)),
    imagesUpdate: ({ body }) => {
      if (!body) throw new SandboxRefusal('No params provided.');
      const image = imageById(store, body.id);
      let name = image.name;
      if (typeof body.name === 'string' && body.name.trim() && body.name.trim().toLowerCase() !== image.name.toLowerCase()) {
        name = body.name.trim();
        if (imageByName(store, name)) throw new SandboxRefusal(`There is already an image named '${name}'.`);
      }
      const { displayName, description } = body;
      const approved = body.approved ?? undefined;
      const changes = Object.entries({ displayName, description, approved }).filter(([, value]) => value !== undefined);
      const categoryIds = Array.isArray(body.categories) ? categoryIdsOf(store, body.categories) : image.categoryIds;
      store.images.replace({ ...image, ...Object.fromEntries(changes), name, categoryIds });
      return reply.ok(true);
    },
    imagesGetThumbnail: ({ params }) => {
      const kind = thumbnailKind(params.type);
      const id = integerParam(params.id, 'id');
      if (!kind.byId(store, id)) throw new SandboxRefusal(`There is no ${kind.label} with id '${id}'.`);
      return reply.ok(thumbnailUrl(kind.path, id));
    },
    imagesGetThumbnailByName: ({ params }) => {
      const kind = thumbnailKind(params.type);
      const id = kind.byName(store, given(params.name, 'name'));
      if (id === undefined) throw new SandboxRefusal(`There is no ${kind.label} named '${params.name}'.`);
      return reply.ok(thumbnailUrl(kind.path, id));
    },
  };
}
