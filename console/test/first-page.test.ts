/** The contacts table's first page is asked for together with its columns, and used once. */
import type { DsmClient } from '@dsm/sdk';
import type { RecordSource } from '@dsm/sdk/react/table';
import { describe, expect, it } from 'vitest';
import { firstPageWithColumns, PAGE_SIZE } from '../src/contacts/query-model';

const client = {} as DsmClient;

/** A source that records its calls; `pageReplies` answer the page reads in order. */
function recordingSource(pageReplies: (() => Promise<Record<string, unknown>[]>)[]) {
  const calls: string[] = [];
  let columnsAnswer: () => void = () => undefined;
  const source = {
    area: 'test',
    key: ['test'],
    defaultPageSize: PAGE_SIZE,
    loadColumns: () => (calls.push('columns'), new Promise((resolve) => (columnsAnswer = () => resolve([])))),
    loadPage: (_client: DsmClient, page: { pageIndex: number }) => (calls.push(`page ${page.pageIndex}`), pageReplies.shift()!()),
  } as unknown as RecordSource;
  return { source, calls, answerColumns: () => columnsAnswer() };
}

describe('firstPageWithColumns', () => {
  it('asks for the first page before the columns have answered, and uses that reply', async () => {
    const { source, calls, answerColumns } = recordingSource([async () => [{ id: 1 }]]);
    const table = firstPageWithColumns(source);
    const columns = table.loadColumns(client);
    expect(calls).toEqual(['page 0', 'columns']); // both asked for at once
    answerColumns();
    await columns;
    expect(await table.loadPage(client, { pageIndex: 0, pageSize: PAGE_SIZE }, [])).toEqual([{ id: 1 }]);
    expect(calls).toEqual(['page 0', 'columns']);
  });

  it('reads again after the early page was used, and for other pages', async () => {
    const { source, calls, answerColumns } = recordingSource([async () => [{ id: 1 }], async () => [{ id: 2 }], async () => [{ id: 3 }]]);
    const table = firstPageWithColumns(source);
    const columns = table.loadColumns(client);
    answerColumns();
    await columns;
    await table.loadPage(client, { pageIndex: 0, pageSize: PAGE_SIZE }, []);
    expect(await table.loadPage(client, { pageIndex: 1, pageSize: PAGE_SIZE }, [])).toEqual([{ id: 2 }]);
    expect(await table.loadPage(client, { pageIndex: 0, pageSize: PAGE_SIZE }, [])).toEqual([{ id: 3 }]);
    void table.loadColumns(client); // a later column read asks for no page
    expect(calls).toEqual(['page 0', 'columns', 'page 1', 'page 0', 'columns']);
  });

  it('reads the page again when the early read failed', async () => {
    const { source, calls } = recordingSource([() => Promise.reject(new Error('offline')), async () => [{ id: 4 }]]);
    const table = firstPageWithColumns(source);
    void table.loadColumns(client);
    expect(await table.loadPage(client, { pageIndex: 0, pageSize: PAGE_SIZE }, [])).toEqual([{ id: 4 }]);
    expect(calls).toEqual(['page 0', 'columns', 'page 0']);
  });
});
