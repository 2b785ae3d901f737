/**
 * A page picked by top-k is the page of the full sort: random queries (fixed seed) over 3,000 demo
 * contacts, each paged on a fresh store version (top-k) and then listed whole (full sort); paging on
 * through one query, and counting it, agree with the full list too.
 */
import { describe, expect, it } from 'vitest';
import type { QueryOrder, QueryWhere } from '../../../generated/model/index.js';
import { countMatchingContacts, matchingContacts, type Query, queryPage } from '../../../src/sandbox/contacts/query.js';
import { demoState } from '../../../src/sandbox/demo-data/index.js';
import { firstInOrder } from '../../../src/sandbox/query/top-k.js';
import { createStore } from '../../../src/sandbox/store/index.js';

/** mulberry32: the same numbers on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const store = createStore(demoState(3000));
const now = new Date('2026-06-15T12:00:00Z');
const rows = store.contacts.all();
const TEXT_COLUMNS = ['city', 'lastName', 'firstName', 'eMail', 'country', 'zipCode'];
const WHERE_COLUMNS = [...TEXT_COLUMNS, 'loyaltyPoints', 'rating', 'createdOn', 'gender', 'optIn'];
const ORDER_COLUMNS = ['lastName', 'city', 'loyaltyPoints', 'createdOn', 'rating', 'gender', 'birthday', 'eMail', 'country', 'firstName'];

/** A where's value as a client would send it, taken from a contact's field (objects by their text). */
function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const code = value as { value?: unknown; englishName?: unknown };
    return String(code.value ?? code.englishName ?? '');
  }
  return String(value);
}

function randomQuery(random: () => number): Query {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const where = (): QueryWhere => {
    const columnName = pick(WHERE_COLUMNS);
    const comparer = pick([0, 1, 2, 3, 4, 5, 6, 7, 8] as const);
    const text = textOf(pick(rows)[columnName as keyof (typeof rows)[number]]);
    // Part of a text for startsWith, endsWith, contains; other columns need a whole value.
    const part = comparer >= 2 && comparer <= 4 && TEXT_COLUMNS.includes(columnName) && text.length > 2;
    const value = part ? (comparer === 3 ? text.slice(-2) : text.slice(0, 2)) : text;
    return { columnName, comparer, value, logicComparer: pick([0, 0, 1] as const) };
  };
  const order = (): QueryOrder => ({ columnName: pick(ORDER_COLUMNS), orderMode: pick([0, 1] as const) });
  return {
    start: pick([0, 0, 0, 10, 100]),
    size: pick([1, 10, 50]),
    wheres: Array.from({ length: pick([0, 1, 2]) }, where),
    orders: Array.from({ length: pick([1, 1, 2]) }, order),
  };
}

const ids = (contacts: readonly { dsm_CustomerId?: number | null }[]) => contacts.map((contact) => contact.dsm_CustomerId);

describe('contact query pages by top-k', () => {
  it('answers the same page as the full sort on 300 random queries', () => {
    const random = seeded(35);
    let pickedFirst = 0;
    for (let i = 0; i < 300; i++) {
      const query = randomQuery(random);
      // A new store version: nothing cached, so the page is picked (when it is near the start) before the full sort.
      store.contacts.replace({ ...rows[0]! });
      const page = queryPage(store.contacts, store.additionalColumns, query, now);
      const all = matchingContacts(store.contacts, store.additionalColumns, query, now);
      expect(ids(page), JSON.stringify(query)).toEqual(ids(all.slice(query.start!, query.start! + query.size!)));
      expect(countMatchingContacts(store.contacts, store.additionalColumns, query, now)).toBe(all.length);
      if ((query.start! + query.size!) * 8 <= all.length) pickedFirst++;
    }
    expect(pickedFirst).toBeGreaterThan(150);
  });

  it('pages on through one query as the full list has it', () => {
    store.contacts.replace({ ...rows[0]! });
    const query: Query = {
      wheres: [{ columnName: 'city', comparer: 1, value: 'Hamburg' }],
      orders: [{ columnName: 'lastName', orderMode: 1 }],
      size: 50,
    };
    const pages = [0, 0, 50, 100, 2900].map((start) => ids(queryPage(store.contacts, store.additionalColumns, { ...query, start }, now)));
    const all = ids(matchingContacts(store.contacts, store.additionalColumns, query, now));
    expect(pages).toEqual([0, 0, 50, 100, 2900].map((start) => all.slice(start, start + 50)));
  });
});

describe('firstInOrder', () => {
  it('keeps the first k of a total order, in order, whatever k', () => {
    const random = seeded(7);
    const values = Array.from({ length: 500 }, (_, id) => ({ id, key: Math.floor(random() * 20) }));
    const compare = (a: (typeof values)[number], b: (typeof values)[number]) => a.key - b.key || a.id - b.id;
    const ranking = {
      keep: <T>(row: T) => row,
      precedes: (row: (typeof values)[number], kept: (typeof values)[number]) => compare(row, kept) < 0,
      compare,
    };
    const sorted = [...values].sort(compare);
    for (const k of [0, 1, 2, 7, 50, 499, 500, 800]) expect(firstInOrder(values, k, ranking)).toEqual(sorted.slice(0, k));
  });
});
