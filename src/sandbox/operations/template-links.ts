/**
 * Categories, target audiences and outbound channels of templates: list, add, delete, and connect a
 * template to one or disconnect it. The three work alike; each keeps its links on the template.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { given, SandboxRefusal } from '../refusal.js';
import { freshName, namedRecord, templateById } from '../records/templates.js';
import type { SandboxStore } from '../store/index.js';
import type { NamedRecord, TemplateRecord } from '../store/records.js';
import type { Table } from '../store/table.js';

interface LinkKind {
  label: string;
  table: (store: SandboxStore) => Table<NamedRecord>;
  links: 'categoryIds' | 'targetAudienceIds' | 'outboundChannelIds';
  linkField: 'categoryId' | 'targetAudienceId' | 'outboundChannelId';
}

const KINDS = {
  category: { label: 'category', table: (store) => store.categories, links: 'categoryIds', linkField: 'categoryId' },
  targetAudience: {
    label: 'target audience',
    table: (store) => store.targetAudiences,
    links: 'targetAudienceIds',
    linkField: 'targetAudienceId',
  },
  outboundChannel: {
    label: 'outbound channel',
    table: (store) => store.outboundChannels,
    links: 'outboundChannelIds',
    linkField: 'outboundChannelId',
  },
} satisfies Record<string, LinkKind>;

type Body = Record<string, unknown> | undefined;
const view = ({ id, name }: NamedRecord) => ({ id, name });

function operationsFor(kind: LinkKind, { store, reply }: SandboxContext) {
  const setLink = (body: Body, connected: boolean) => {
    const template = templateById(store, body?.campaignTemplateId, 'campaignTemplateId');
    const target = namedRecord(kind.table(store), body?.[kind.linkField], kind.label, kind.linkField);
    const others = template[kind.links].filter((id) => id !== target.id);
    store.templates.replace({ ...template, [kind.links]: connected ? [...others, target.id] : others } as TemplateRecord);
    return reply.ok(true);
  };
  return {
    list: () => reply.ok(kind.table(store).all().map(view)),
    add: (body: Body) => {
      const table = kind.table(store);
      const name = freshName(table, body?.name, kind.label);
      const row: NamedRecord =
        kind.links === 'categoryIds' ? ({ id: table.nextId(), name, roles: [] } as NamedRecord) : { id: table.nextId(), name };
      return reply.ok(view(table.insert(row)));
    },
    delete: (body: Body) => {
      const table = kind.table(store);
      const byName =
        typeof body?.name === 'string' ? table.all().find((row) => row.name.toLowerCase() === String(body.name).toLowerCase()) : undefined;
      given(body?.id ?? body?.name, "id' or 'name");
      const row = typeof body?.id === 'number' && body.id > 0 ? table.get(body.id) : byName;
      if (!row) throw new SandboxRefusal(`There is no ${kind.label} ${JSON.stringify(body?.id ?? body?.name ?? null)}.`);
      unlinkEverywhere(store, kind.links, row.id);
      return reply.ok(table.delete(row.id));
    },
    connect: (body: Body) => setLink(body, true),
    disconnect: (body: Body) => setLink(body, false),
  };
}

/** Drops a deleted category, audience or channel from every template that had it. */
export function unlinkEverywhere(store: SandboxStore, links: LinkKind['links'], id: number): void {
  for (const template of store.templates.all().filter((row) => row[links].includes(id))) {
    store.templates.replace({ ...template, [links]: template[links].filter((linked) => linked !== id) });
  }
}

export function templateLinkHandlers(context: SandboxContext): SandboxHandlers {
  const category = operationsFor(KINDS.category, context);
  const audience = operationsFor(KINDS.targetAudience, context);
  const channel = operationsFor(KINDS.outboundChannel, context);
  return {
    campaignTemplatesCategories: category.list,
    campaignTemplatesCategoryAdd: ({ body }) => category.add(body),
    campaignTemplatesCategoryDelete: ({ body }) => category.delete(body),
    campaignTemplatesCategoryConnect: ({ body }) => category.connect(body),
    campaignTemplatesCategoryDisconnect: ({ body }) => category.disconnect(body),
    campaignTemplatesTargetAudiences: audience.list,
    campaignTemplatesTargetAudienceAdd: ({ body }) => audience.add(body),
    campaignTemplatesTargetAudienceDelete: ({ body }) => audience.delete(body),
    campaignTemplatesTargetAudienceConnect: ({ body }) => audience.connect(body),
    campaignTemplatesTargetAudienceDisconnect: ({ body }) => audience.disconnect(body),
    campaignTemplatesOutboundChannels: channel.list,
    campaignTemplatesOutboundChannelAdd: ({ body }) => channel.add(body),
    campaignTemplatesOutboundChannelDelete: ({ body }) => channel.delete(body),
    campaignTemplatesOutboundChannelConnect: ({ body }) => channel.connect(body),
    campaignTemplatesOutboundChannelDisconnect: ({ body }) => channel.disconnect(body),
  };
}
