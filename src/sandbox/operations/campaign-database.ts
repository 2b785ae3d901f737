/**
 * The visitor's campaign-database record and cookies, under /api/datarelations/ and its campaign twin.
 * The record has the columns of the campaign's database (`store.databases`) and the campaign columns
 * below; it starts from the visitor's contact (`X-DSM-Cid`), one record per campaign and visitor, and keeps
 * what update and increase write. Cookies are kept per visitor; a cookie set to `null` is removed.
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import type { SandboxContext, SandboxHandler, SandboxHandlers, SandboxRequest } from '../context.js';
import type { DataRelationColumnRecord, DataRelationValue } from '../records/data-relations.js';
import { columnValue } from '../records/data-relations-values.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';
import { visitorCampaign, visitorId } from './data-relations.js';

type Handler = (request: SandboxRequest) => unknown;

/** Columns every campaign database has beside its database's (`LoyaltyPoints` starts as the contact's loyalty points). */
const CAMPAIGN_COLUMNS: readonly DataRelationColumnRecord[] = [
  { name: 'LoyaltyPoints', type: 'int', length: null, isPrimaryColumn: false },
  { name: 'VisitCount', type: 'int', length: null, isPrimaryColumn: false },
  { name: 'FavouriteStore', type: 'nvarchar', length: 100, isPrimaryColumn: false },
];
const MAX_COOKIES = 200;

function columnsOf(store: SandboxStore, campaign: CampaignRecord): DataRelationColumnRecord[] {
  const database = campaign.databaseId === null ? undefined : store.databases.get(campaign.databaseId);
  const own = (database?.columns ?? []).map((column) => ({
    name: column.columnName ?? '',
    type: /int/i.test(column.dataType ?? '') ? 'int' : 'nvarchar',
    length: column.length ?? null,
    isPrimaryColumn: false,
  }));
  return [...own.filter((column) => column.name), ...CAMPAIGN_COLUMNS];
}

/** A contact's value as plain text or number (a mail address by its text). */
function contactValue(contact: object | undefined, name: string): DataRelationValue {
  const entry = Object.entries(contact ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase());
  const value: unknown = entry?.[1];
  if (value !== null && typeof value === 'object') return (value as { value?: string }).value ?? null;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

export function campaignDatabaseHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  /** The visitor's record (made on first use) and the campaign database's columns. */
  const recordOf = (request: SandboxRequest) => {
    const campaign = visitorCampaign(store, request);
    const visitor = visitorId(request.request);
    const columns = columnsOf(store, campaign);
    const key = `${campaign.id}/${visitor}`;
    let record = store.campaignDatabase.get(key);
    if (!record) {
      const contact = store.contacts.get(visitor);
      const initial = (column: DataRelationColumnRecord) =>
        column.name === 'VisitCount' ? 0 : contactValue(contact, column.name === 'LoyaltyPoints' ? 'loyaltyPoints' : column.name);
      record = new Map(columns.map((column) => [column.name, initial(column)]));
      store.campaignDatabase.set(key, record);
    }
    const column = (name: string | undefined) => {
      const found = columns.find((candidate) => candidate.name.toLowerCase() === given(name, 'columnName').toLowerCase());
      if (!found) throw new SandboxRefusal(`There is no column named '${name}' in the campaign database.`);
      return found;
    };
    return { record, columns, column };
  };
  const cookiesOf = (request: SandboxRequest) => {
    const key = String(visitorId(request.request));
    let cookies = store.cookies.get(key);
    if (!cookies) store.cookies.set(key, (cookies = new Map()));
    return cookies;
  };

  const calls: Record<string, Handler> = {
    campaignDatabaseGet: (request) => {
      const { record, columns, column } = recordOf(request);
      const names =
        Array.isArray(request.body) && request.body.length
          ? request.body.map((name) => column(String(name)).name)
          : columns.map((c) => c.name);
      return reply.ok(Object.fromEntries(names.map((name) => [name, record.get(name) ?? null])));
    },
    campaignDatabaseUpdate: (request) => {
      const { record, column } = recordOf(request);
      const entries = Object.entries((request.body ?? {}) as object).map(([name, value]) => {
        const found = column(name);
        return [found.name, columnValue(found, value, true)] as const;
      });
      for (const [name, value] of entries) record.set(name, value);
      return reply.ok(true);
    },
    campaignDatabaseIncrease: (request) => {
      const { record, column } = recordOf(request);
      const found = column(request.params.columnName);
      if (found.type !== 'int') throw new SandboxRefusal(`The column '${found.name}' is not a numeric column.`);
      const amount = Number(request.params.integerValue);
      if (!Number.isSafeInteger(amount)) throw new SandboxRefusal(`Parameter 'integerValue' is not a whole number.`);
      record.set(found.name, Number(record.get(found.name) ?? 0) + amount);
      return reply.ok(true);
    },
    dataRelationsGetCookies: (request) => reply.ok([...cookiesOf(request)].map(([name, value]) => ({ name, value }))),
    dataRelationsSetCookies: (request) => {
      const cookies = cookiesOf(request);
      const entries = Array.isArray(request.body) ? (request.body as { name?: unknown; value?: unknown }[]) : [];
      if (entries.length > MAX_COOKIES) throw new SandboxRefusal(`At most ${MAX_COOKIES} cookies can be set.`);
      const checked = entries.map(
        (entry) => [given(typeof entry?.name === 'string' ? entry.name : undefined, 'name'), entry.value] as const,
      );
      // Changed on a copy, so a refused call changes no cookie.
      const next = new Map(cookies);
      for (const [name, value] of checked) {
        if (value === null || value === undefined) next.delete(name);
        else next.set(name, String(value));
      }
      if (next.size > MAX_COOKIES) throw new SandboxRefusal(`At most ${MAX_COOKIES} cookies can be set.`);
      store.cookies.set(String(visitorId(request.request)), next);
      return reply.ok(true);
    },
  };
  const handlers: Record<string, Handler> = {};
  for (const [id, handler] of Object.entries(calls)) {
    handlers[id] = handler;
    handlers[`${id}ForCampaign`] = handler;
  }
  return handlers as Record<string, SandboxHandler<OperationId>> as SandboxHandlers;
}
