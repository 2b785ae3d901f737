// @vitest-environment jsdom
/**
 * The early reads' answers go into the query cache where `useRecordTable` looks, as they arrive: those here
 * before the table first renders show in that render, a later one shows without the table asking for it, and
 * the table reads nothing again for them.
 */
import type { DsmClient } from '@dsm/sdk';
import { DsmProvider, dsmQueryDefaults } from '@dsm/sdk/react';
import { useRecordTable, type RecordSource } from '@dsm/sdk/react/table';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyReads } from '../src/contacts/early-reads';
import { cacheArrival } from '../src/contacts/record-table-cache';

const client = {} as DsmClient;
const PAGE_SIZE = 2;
const COLUMNS = [
  { name: 'id', type: 'int', editable: false, primary: true },
  { name: 'name', type: 'string', editable: true },
];
const PAGE = [
  { id: 7, name: 'Ada' },
  { id: 9, name: 'Grace' },
];

/** A source whose reads answer at once (`answering`), never, or when `release` is called, counting them. */
function countingSource(answering: boolean | 'later') {
  const reads: string[] = [];
  const held: (() => void)[] = [];
  const answer = <T,>(what: string, value: T) => {
    reads.push(what);
    if (answering === 'later') return new Promise<T>((resolve) => held.push(() => resolve(value)));
    return answering ? Promise.resolve(value) : new Promise<T>(() => undefined);
  };
  const source = {
    area: 'contacts',
    key: ['contacts', true, { columns: [{ columnName: '*' }] }],
    defaultPageSize: PAGE_SIZE,
    pageNeedsColumns: false,
    loadColumns: () => answer('columns', COLUMNS),
    loadPage: () => answer('page', PAGE),
    count: () => answer('count', 12),
  } as unknown as RecordSource;
  return { source, reads, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

type Render = { ids: string[]; total: number | undefined };

/** Notes what each of its renders showed: the row ids and the total. */
function Table(props: { source: RecordSource; renders: Render[] }) {
  const table = useRecordTable(props.source, { pageSize: PAGE_SIZE });
  props.renders.push({ ids: table.table.getRowModel().rows.map((row) => row.id), total: table.total });
  return null;
}

function renderTable(source: RecordSource, queryClient: QueryClient): Render[] {
  const renders: Render[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>
        <Table source={source} renders={renders} />
      </DsmProvider>
    </QueryClientProvider>,
  );
  return renders;
}

afterEach(cleanup);

describe('the early reads in the table cache', () => {
  it('shows the rows that arrived before the first render in that render, keyed by the primary column', async () => {
    const early = earlyReads();
    const started = countingSource(true);
    early.start(started.source, client, PAGE_SIZE);
    await Promise.resolve();
    const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });
    early.onArrival(client, (arrival) => cacheArrival(queryClient, arrival));
    const table = countingSource(false);
    const renders = renderTable(early.wrap(table.source), queryClient);
    expect(renders[0]).toEqual({ ids: ['7', '9'], total: 12 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(table.reads).toEqual([]); // the refetch on mount took the early answers
    expect(started.reads).toEqual(['columns', 'page', 'count']);
    expect(renders.at(-1)).toEqual({ ids: ['7', '9'], total: 12 });
  });

  it('puts a later answer in the cache as it arrives, never over data the table has', async () => {
    const early = earlyReads();
    const started = countingSource('later');
    early.start(started.source, client, PAGE_SIZE);
    const queryClient = new QueryClient({ defaultOptions: dsmQueryDefaults });
    early.onArrival(client, (arrival) => cacheArrival(queryClient, arrival));
    const key = ['dsm', 'contacts', 'recordTable', ...started.source.key];
    queryClient.setQueryData([...key, 'count'], 13);
    await act(async () => started.release());
    expect(queryClient.getQueryData([...key, 'columns'])).toEqual(COLUMNS);
    expect(queryClient.getQueryData([...key, 'page', 0, PAGE_SIZE])).toEqual(PAGE);
    expect(queryClient.getQueryData([...key, 'count'])).toBe(13);
    const renders = renderTable(countingSource(false).source, queryClient);
    expect(renders[0]).toEqual({ ids: ['7', '9'], total: 13 });
  });

  it('tells nothing of the reads to another client', async () => {
    const early = earlyReads();
    early.start(countingSource(true).source, client, PAGE_SIZE);
    await Promise.resolve();
    const told: unknown[] = [];
    early.onArrival({} as DsmClient, (arrival) => told.push(arrival));
    await Promise.resolve();
    expect(told).toEqual([]);
    const renders = renderTable(countingSource(false).source, new QueryClient());
    expect(renders[0]).toEqual({ ids: [], total: undefined });
  });
});
