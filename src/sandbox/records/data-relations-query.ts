/**
 * The data-relation query over a relation's rows: a filter expression (`Quantity > 0 AND City = 'Hamburg'`,
 * `Product LIKE '%stuhl%'`, `Comment IS NULL`; AND binds before OR), the columns to return, the order,
 * distinct rows (`datadistinct`) and 1-based pages of `perPage` rows (50 unless given).
 */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';
import { columnIndex, type DataRelationRecord, type DataRelationRow, type DataRelationValue } from './data-relations.js';

type Query = components['schemas']['DataRelationQuery'];

/** Rows per page when the query leaves it out (the platform's default page size). */
const DEFAULT_PER_PAGE = 50;
const MAX_FILTER = 2000;
const TOKEN = /\s*('(?:[^']|'')*'|"(?:[^"]|"")*"|<>|!=|>=|<=|==|=|>|<|[A-Za-z_][\w.]*|-?\d+(?:\.\d+)?)/y;

type Test = (row: DataRelationRow) => boolean;

function tokens(filter: string): string[] {
  const found: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < filter.length && found.length < MAX_FILTER) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(filter);
    if (!match) {
      if (filter.slice(start).trim() === '') break;
      throw new SandboxRefusal(`Invalid filter '${filter}'.`);
    }
    found.push(match[1]!);
  }
  return found;
}

const literal = (token: string | undefined): DataRelationValue => {
  if (token === undefined) throw new SandboxRefusal('Invalid filter: a value is missing.');
  if (/^['"]/.test(token)) return token.slice(1, -1).replace(/''|""/g, (pair) => pair[0]!);
  if (/^-?\d/.test(token)) return Number(token);
  if (/^(true|false)$/i.test(token)) return token.toLowerCase() === 'true';
  if (/^null$/i.test(token)) return null;
  throw new SandboxRefusal(`Invalid filter value '${token}'.`);
};

const comparable = (value: DataRelationValue) => (typeof value === 'string' ? value.toLowerCase() : value);

function likeTest(pattern: string): (value: DataRelationValue) => boolean {
  const source = pattern
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  const regex = new RegExp(`^${source}$`, 's');
  return (value) => value !== null && regex.test(String(value).toLowerCase());
}

function compareTest(op: string, target: DataRelationValue): (value: DataRelationValue) => boolean {
  const wanted = comparable(target);
  return (value) => {
    const current = typeof wanted === 'number' && typeof value === 'string' ? Number(value) : comparable(value);
    if (op === '=' || op === '==') return current === wanted;
    if (op === '!=' || op === '<>') return current !== wanted;
    if (current === null || wanted === null) return false;
    if (op === '>') return current > wanted;
    if (op === '<') return current < wanted;
    if (op === '>=') return current >= wanted;
    return current <= wanted;
  };
}

/** One `column op value` at `at`; returns the test and the index after it. */
function clause(relation: DataRelationRecord, list: string[], at: number): [Test, number] {
  const index = columnIndex(relation, list[at]);
  let op = (list[at + 1] ?? '').toUpperCase();
  let next = at + 2;
  if (op === 'IS') {
    const negated = (list[next] ?? '').toUpperCase() === 'NOT';
    if ((list[negated ? next + 1 : next] ?? '').toUpperCase() !== 'NULL') throw new SandboxRefusal('Invalid filter: IS needs NULL.');
    return [(row) => (row[index] === null) !== negated, next + (negated ? 2 : 1)];
  }
  const negated = op === 'NOT';
  if (negated) op = (list[next++] ?? '').toUpperCase();
  if (op === 'LIKE') {
    const like = likeTest(String(literal(list[next])));
    return [(row) => like(row[index] ?? null) !== negated, next + 1];
  }
  if (negated || !['=', '==', '!=', '<>', '>', '<', '>=', '<='].includes(op)) throw new SandboxRefusal(`Invalid filter operator '${op}'.`);
  const test = compareTest(op, literal(list[next]));
  return [(row) => test(row[index] ?? null), next + 1];
}

/** The filter as a test of a row (every row passes an empty filter). */
function filterTest(relation: DataRelationRecord, filter: string | null | undefined): Test {
  const text = (filter ?? '').trim();
  if (!text) return () => true;
  if (text.length > MAX_FILTER) throw new SandboxRefusal(`The filter is longer than ${MAX_FILTER} characters.`);
  const list = tokens(text);
  const groups: Test[][] = [[]];
  let at = 0;
  while (at < list.length) {
    const [test, next] = clause(relation, list, at);
    groups[groups.length - 1]!.push(test);
    const joint = (list[next] ?? '').toUpperCase();
    if (next >= list.length) break;
    if (joint === 'OR') groups.push([]);
    else if (joint !== 'AND') throw new SandboxRefusal(`Invalid filter '${text}'.`);
    at = next + 1;
  }
  return (row) => groups.some((tests) => tests.every((test) => test(row)));
}

/** The rows the query's filter (and an extra filter) selects, in its order; with the indexes of the columns it returns. */
export function selectRows(relation: DataRelationRecord, query: Query | null | undefined, extraFilter?: string | null) {
  const test = filterTest(relation, query?.filter);
  const extra = filterTest(relation, extraFilter);
  const indexes = query?.columns?.length ? query.columns.map((name) => columnIndex(relation, name)) : relation.columns.map((_, i) => i);
  let rows = relation.rows.filter((row) => test(row) && extra(row)).map((row) => indexes.map((i) => row[i] ?? null));
  if (query?.mode === 'datadistinct') {
    const seen = new Set<string>();
    rows = rows.filter((row) => !seen.has(JSON.stringify(row)) && Boolean(seen.add(JSON.stringify(row))));
  }
  const orders = (query?.orderBy ?? []).map((name) => indexes.indexOf(columnIndex(relation, name)));
  if (orders.some((i) => i < 0)) throw new SandboxRefusal('Invalid query: an order column is not among the returned columns.');
  const direction = query?.descendingSortOrder ? -1 : 1;
  if (orders.length) rows.sort((a, b) => direction * orderOf(a, b, orders));
  else if (query?.descendingSortOrder) rows.reverse();
  return { indexes, rows };
}

function orderOf(a: DataRelationValue[], b: DataRelationValue[], orders: number[]): number {
  for (const i of orders) {
    const x = comparable(a[i] ?? null);
    const y = comparable(b[i] ?? null);
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** The 1-based page the query asks for. */
export function pageRows<T>(rows: readonly T[], query: Query | null | undefined): T[] {
  const page = query?.currentPage ?? 1;
  const perPage = query?.perPage ?? DEFAULT_PER_PAGE;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1)
    throw new SandboxRefusal('Invalid query: currentPage and perPage must be whole numbers of 1 or more.');
  return rows.slice((page - 1) * perPage, page * perPage);
}
