/** The contacts table's first reads start before the first render; the table takes each answer once, when it is its own. */
import type { DsmClient } from '@dsm/sdk';
import type { RecordSource } from '@dsm/sdk/react/table';
import { describe, expect, it } from 'vitest';
import { earlyReads } from '../src/contacts/early-reads';

const client = {} as DsmClient;
const otherClient = {} as DsmClient;
const PAGE_SIZE = 50;

/** A source for `key` (named `name`) that records its reads; each answers with its name, what it read and its number. */
function recordingSource(key: string, name: string, failFirst = false) {
  const calls: string[] = [];
  const answer = (what: string) => {
    calls.push(what);
    if (failFirst && calls.length <= 3) return Promise.reject(new Error(`offline: ${what}`));
    return Promise.resolve(`${name}: ${what} #${calls.length}`);
  };
  const source = {
    area: 'contacts',
    key: ['contacts', { query: key }],
    defaultPageSize: PAGE_SIZE,
    pageNeedsColumns: false,
    loadColumns: () => answer('columns'),
    loadPage: (_client: DsmClient, page: { pageIndex: number; pageSize: number }) => answer(`page ${page.pageIndex}/${page.pageSize}`),
    count: () => answer('count'),
  } as unknown as RecordSource;
  return { source, calls };
}

const firstReads = (table: RecordSource, by = client) =>
  Promise.all([table.loadColumns(by), table.loadPage(by, { pageIndex: 0, pageSize: PAGE_SIZE }, []), table.count(by)]);

describe('earlyReads', () => {
  it('starts the columns, the first page and the count at once, and the table takes those answers once', async () => {
    const early = earlyReads();
    const { source, calls } = recordingSource('standard', 'early');
    early.start(source, client, PAGE_SIZE);
    expect(calls).toEqual(['columns', 'page 0/50', 'count']); // before any table asked
    const own = recordingSource('standard', 'table');
    const table = early.wrap(own.source);
    expect(await firstReads(table)).toEqual(['early: columns #1', 'early: page 0/50 #2', 'early: count #3']);
    expect(own.calls).toEqual([]);
    expect(table.pageNeedsColumns).toBe(false);
  });

  it('reads anew once the answers were taken, and for any other page', async () => {
    const early = earlyReads();
    const started = recordingSource('standard', 'early');
    early.start(started.source, client, PAGE_SIZE);
    const table = early.wrap(recordingSource('standard', 'table').source);
    await firstReads(table);
    expect(await table.loadPage(client, { pageIndex: 1, pageSize: PAGE_SIZE }, [])).toBe('table: page 1/50 #1');
    expect(await table.loadPage(client, { pageIndex: 0, pageSize: 20 }, [])).toBe('table: page 0/20 #2');
    expect(await firstReads(table)).toEqual(['table: columns #3', 'table: page 0/50 #4', 'table: count #5']);
    expect(started.calls).toHaveLength(3);
  });

  it('keeps an answer for the next read when the read that took it was given up (a remount), and only then', async () => {
    const early = earlyReads();
    early.start(recordingSource('standard', 'early').source, client, PAGE_SIZE);
    const own = recordingSource('standard', 'table');
    const table = early.wrap(own.source);
    const cancelled = new AbortController();
    await table.loadColumns(client, cancelled.signal);
    cancelled.abort();
    expect(await table.loadColumns(client, new AbortController().signal)).toBe('early: columns #1');
    expect(own.calls).toEqual([]);
    // Used, not given up: the next read is a new one.
    expect(await table.loadColumns(client)).toBe('table: columns #1');
  });

  it('leaves the answers to their own client and query', async () => {
    const early = earlyReads();
    early.start(recordingSource('standard', 'early').source, client, PAGE_SIZE);
    const otherQuery = early.wrap(recordingSource('filtered', 'filtered').source);
    expect(await firstReads(otherQuery)).toEqual(['filtered: columns #1', 'filtered: page 0/50 #2', 'filtered: count #3']);
    const otherConnection = early.wrap(recordingSource('standard', 'other connection').source);
    expect(await otherConnection.count(otherClient)).toBe('other connection: count #1');
    // still there for the table they belong to
    const own = early.wrap(recordingSource('standard', 'table').source);
    expect(await firstReads(own)).toEqual(['early: columns #1', 'early: page 0/50 #2', 'early: count #3']);
  });

  it('hands a failed early read to the table as its first attempt; the next attempt reads again', async () => {
    const early = earlyReads();
    early.start(recordingSource('standard', 'early', true).source, client, PAGE_SIZE);
    const own = recordingSource('standard', 'table');
    const table = early.wrap(own.source);
    await expect(table.loadColumns(client)).rejects.toThrow('offline: columns');
    expect(own.calls).toEqual([]);
    expect(await table.loadColumns(client)).toBe('table: columns #1');
  });
});
