// @vitest-environment jsdom
/**
 * The early reads that have arrived before the contacts table first renders go into the query cache where
 * `useRecordTable` looks: its first render shows their rows, and it reads nothing again for them.
 */
import type { DsmClient } from '@dsm/sdk';
import { DsmProvider, dsmQueryDefaults } from '@dsm/sdk/react';
import { useRecordTable, type RecordSource } from '@dsm/sdk/react/table';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyReads } from '../src/contacts/early-reads';
import { recordTableEntries } from '../src/contacts/record-table-cache';

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

/** A source whose reads answer at once (`answering`) or never, counting them. */
function countingSource(answering: boolean) {
  const reads: string[] = [];
  const answer = <T,>(what: string, value: T) => {
    reads.push(what);
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
  return { source, reads };
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
    for (const [key, value] of recordTableEntries(early.arrived(client)!)) queryClient.setQueryData(key, value);
    const table = countingSource(false);
    const renders = renderTable(early.wrap(table.source), queryClient);
    expect(renders[0]).toEqual({ ids: ['7', '9'], total: 12 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(table.reads).toEqual([]); // the refetch on mount took the early answers
    expect(started.reads).toEqual(['columns', 'page', 'count']);
    expect(renders.at(-1)).toEqual({ ids: ['7', '9'], total: 12 });
  });

  it('has nothing for another client, nor before an answer arrived', async () => {
    const early = earlyReads();
    early.start(countingSource(false).source, client, PAGE_SIZE);
    expect(early.arrived({} as DsmClient)).toBeUndefined();
    expect(recordTableEntries(early.arrived(client)!)).toEqual([]);
    const renders = renderTable(countingSource(false).source, new QueryClient());
    expect(renders[0]).toEqual({ ids: [], total: undefined });
  });
});
