/**
 * Campaign templates as the contract shows them (links resolved into category, audience and channel
 * records) and the look-ups the template and category handlers share.
 */
import type { components } from '../../../generated/schema.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { CategoryRecord, NamedRecord, TemplateRecord } from '../store/records.js';
import type { Table } from '../store/table.js';

type CampaignTemplate = components['schemas']['CampaignTemplate'];

/** The fields a template query may name. */
export const TEMPLATE_FIELDS = [
  'id',
  'name',
  'displayName',
  'description',
  'campaignImage',
  'randomKey',
  'isApproved',
  'categories',
  'targetAudiences',
  'outboundChannels',
  'roles',
] as const;
export const CATEGORY_FIELDS = ['id', 'name', 'roles'] as const;

const named = (table: Table<NamedRecord>, ids: readonly number[]) =>
  ids.flatMap((id) => {
    const row = table.get(id);
    return row ? [{ id: row.id, name: row.name }] : [];
  });

export function templateView(store: SandboxStore, template: TemplateRecord): CampaignTemplate {
  const { categoryIds, targetAudienceIds, outboundChannelIds, ...fields } = template;
  return {
    ...structuredClone(fields),
    categories: named(store.categories, categoryIds),
    targetAudiences: named(store.targetAudiences, targetAudienceIds),
    outboundChannels: named(store.outboundChannels, outboundChannelIds),
  };
}

export const categoryView = ({ id, name }: CategoryRecord) => ({ id, name });

const lower = (text: string) => text.toLowerCase();

export function templateById(store: SandboxStore, id: unknown, field = 'id'): TemplateRecord {
  given(id, field);
  const template = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? store.templates.get(Number(id)) : undefined;
  if (!template) throw new SandboxRefusal(`There is no campaign template with id ${quoted(id)}.`);
  return template;
}

export function templateByName(store: SandboxStore, name: string): TemplateRecord | undefined {
  return store.templates.index('name', (row) => lower(row.name)).get(lower(name));
}

/** A template named by its id or, failing that, its name (the metadata call takes either). */
export function templateByIdOrName(store: SandboxStore, idOrName: string): TemplateRecord {
  const template = /^\d+$/.test(idOrName) ? store.templates.get(Number(idOrName)) : undefined;
  const found = template ?? templateByName(store, idOrName);
  if (!found) throw new SandboxRefusal(`There is no campaign template '${idOrName}'.`);
  return found;
}

export function categoryByName(store: SandboxStore, name: string): CategoryRecord | undefined {
  return store.categories.index('name', (row) => lower(row.name)).get(lower(name));
}

export function namedRecord<T extends NamedRecord>(table: Table<T>, id: unknown, kind: string, field = 'id'): T {
  given(id, field);
  const row = typeof id === 'number' ? table.get(id) : undefined;
  if (!row) throw new SandboxRefusal(`There is no ${kind} with id ${quoted(id)}.`);
  return row;
}

/** A new name for a category, audience or channel: present and not taken (letter case aside). */
export function freshName(table: Table<NamedRecord>, name: unknown, kind: string): string {
  const text = typeof name === 'string' ? name.trim() : '';
  if (!text) throw new SandboxRefusal(`No ${kind} name given.`);
  if (table.index('name', (row) => lower(row.name)).has(lower(text)))
    throw new SandboxRefusal(`There is already a ${kind} named '${text}'.`);
  return text;
}
