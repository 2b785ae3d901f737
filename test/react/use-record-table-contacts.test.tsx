// @vitest-environment jsdom
/**
 * useRecordTable with contacts, in jsdom against a scripted fetch: columns from the column model, display rules,
 * paging, a contacts query under the paging, refresh and isFetching, the cache keys, optimistic edits put back with
 * the platform's alert texts, and deletes that report the records not deleted.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import { describe, expect, it } from 'vitest';
import { defaultWhere } from '../../src/models/query.js';
import { DsmValidationError } from '../../src/errors.js';
import { contactsSource, readOnlyColumn, recordTableKeys, useRecordTable, type ContactsQuery } from '../../src/react/table/index.js';
import { cellTexts, contact, contactServer, editThroughGate, failure, gate, ok } from './record-table-support.js';

describe('useRecordTable with contacts', () => {
  it('builds columns from the column model, shows values by the display rules and pages with the standard query', async () => {
    const { wrapper, sent } = contactServer();
    const { result } = renderHook(() => useRecordTable(contactsSource(), { pageSize: 50 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.columns.map((c) => c.name).slice(0, 3)).toEqual(['dsm_CustomerId', 'lpLogin', 'eMail']);
    expect(result.current.columns.at(-1)).toMatchObject({ name: 'vip', additional: true });
    expect(cellTexts(result.current.table, 0)).toMatchObject({
      firstName: 'Erika',
      doubleOptIn: 'Yes',
      optIn: 'Unknown',
      rating: 'Hot',
      gender: 'unknown',
      jobLevel: '',
      vip: 'Yes',
    });
    expect(result.current.table.getRowModel().rows.map((r) => r.id)).toEqual(['1', '2']);
    await waitFor(() => expect(result.current.pageCount).toBe(3)); // 120 contacts, 50 a page
    expect(await sent('/api/contacts/get')[0]!.request.json()).toMatchObject({ start: 0, size: 50 });

    act(() => result.current.setPageIndex(2));
    await waitFor(() => expect(sent('/api/contacts/get')).toHaveLength(2));
    expect(await sent('/api/contacts/get')[1]!.request.json()).toMatchObject({ start: 100, size: 50 });
  });

  it('reads the page and the count while the columns are still on their way (one round trip, not two)', async () => {
    const { wrapper, routes, sent } = contactServer();
    const held = gate(() => ok([{ columnName: 'vip', dataType: 'bit' }]));
    routes['/api/contacts/additionalcolumns'] = held.route;
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(sent('/api/contacts/get')).toHaveLength(1));
    expect(sent('/api/contacts/count')).toHaveLength(1);
    expect(result.current.columns).toEqual([]); // the columns are still held back
    expect(result.current.table.getRowModel().rows).toEqual([]); // no row without its id column
    held.open();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.rows.map((row) => row.dsm_CustomerId)).toEqual([1, 2]);
    // Row ids are the primary values even though the page came first.
    expect(result.current.table.getRowModel().rows.map((row) => row.id)).toEqual(['1', '2']);
    expect(sent('/api/contacts/get')).toHaveLength(1); // the columns' answer does not read the page again
  });

  it('a source whose page needs the columns reads it only after them', async () => {
    const { wrapper, routes, sent } = contactServer();
    const held = gate(() => ok([{ columnName: 'vip', dataType: 'bit' }]));
    routes['/api/contacts/additionalcolumns'] = held.route;
    const source = { ...contactsSource(), pageNeedsColumns: undefined };
    const { result } = renderHook(() => useRecordTable(source), { wrapper });
    await waitFor(() => expect(sent('/api/contacts/count')).toHaveLength(1));
    expect(sent('/api/contacts/get')).toHaveLength(0);
    held.open();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(sent('/api/contacts/get')).toHaveLength(1);
  });

  it("a query filters and sorts the contacts: it is the request body, paging applies on top, the count is the query's", async () => {
    const { wrapper, sent } = contactServer();
    const hamburg: ContactsQuery = {
      wheres: [{ ...defaultWhere(), columnName: 'city', value: 'Hamburg' }],
      orders: [{ columnName: 'firstName', orderMode: 1 }],
    };
    const { result, rerender } = renderHook(({ query }) => useRecordTable(contactsSource({ query }), { pageSize: 10 }), {
      wrapper,
      initialProps: { query: hamburg },
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    // The standard query's columns, the given order and conditions, the table's start and size.
    expect(await sent('/api/contacts/get')[0]!.request.json()).toEqual({ columns: [{ columnName: '*' }], ...hamburg, start: 0, size: 10 });
    await waitFor(() => expect(result.current.total).toBe(25));
    expect(result.current.pageCount).toBe(3);
    const count = sent('/api/contacts/count')[0]!.request;
    expect(count.method).toBe('POST');
    expect(await count.json()).toMatchObject({ wheres: hamburg.wheres, orders: hamburg.orders });

    act(() => result.current.setPageIndex(2));
    await waitFor(() => expect(sent('/api/contacts/get')).toHaveLength(2));
    expect(await sent('/api/contacts/get')[1]!.request.json()).toEqual({ columns: [{ columnName: '*' }], ...hamburg, start: 20, size: 10 });

    // Another query is another table: read with its own conditions, not served from the first one's cache.
    const berlin: ContactsQuery = { wheres: [{ ...defaultWhere(), columnName: 'city', value: 'Berlin' }] };
    rerender({ query: berlin });
    await waitFor(() => expect(sent('/api/contacts/get')).toHaveLength(3));
    expect(await sent('/api/contacts/get')[2]!.request.json()).toMatchObject({
      wheres: berlin.wheres,
      orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }],
      start: 20,
      size: 10,
    });
  });

  it('refresh() reads the current page and the count again and shows what the server has now', async () => {
    const { wrapper, routes, sent } = contactServer([contact(1), contact(2), contact(3)]);
    const { result } = renderHook(() => useRecordTable(contactsSource(), { pageSize: 2 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    act(() => result.current.setPageIndex(1));
    await waitFor(() => expect(result.current.rows.map((r) => r.dsm_CustomerId)).toEqual([3]));
    await waitFor(() => expect(result.current.total).toBe(120));
    const [gets, counts, columnReads] = [
      sent('/api/contacts/get').length,
      sent('/api/contacts/count').length,
      sent('/api/contacts/additionalcolumns').length,
    ];
    routes['/api/contacts/get'] = contactServer([contact(1), contact(2), contact(3), contact(4)]).routes['/api/contacts/get']!; // contact 4 was added meanwhile
    routes['/api/contacts/count'] = () => ok(121);
    await act(async () => {
      await result.current.refresh();
    });
    expect(result.current.rows.map((r) => r.dsm_CustomerId)).toEqual([3, 4]);
    expect(result.current.total).toBe(121);
    expect(sent('/api/contacts/get')).toHaveLength(gets + 1);
    expect(await sent('/api/contacts/get')[gets]!.request.json()).toMatchObject({ start: 2, size: 2 }); // the current page
    expect(sent('/api/contacts/count')).toHaveLength(counts + 1);
    expect(sent('/api/contacts/additionalcolumns')).toHaveLength(columnReads); // the columns are not read again
  });

  it('isFetching is true while a page read is in flight (refresh, paging) and false after, while isLoading stays false', async () => {
    const { wrapper, routes } = contactServer();
    const { result } = renderHook(() => useRecordTable(contactsSource(), { pageSize: 1 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    await waitFor(() => expect(result.current.isFetching).toBe(false));

    const refreshing = gate(() => ok([contact(1, { firstName: 'Erika' })]));
    routes['/api/contacts/get'] = refreshing.route;
    let refreshed: Promise<void> = Promise.resolve();
    act(() => {
      refreshed = result.current.refresh();
    });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isLoading).toBe(false);
    await act(async () => {
      refreshing.open();
      await refreshed;
    });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.rows[0]!.firstName).toBe('Erika');

    const paging = gate(() => ok([contact(2)]));
    routes['/api/contacts/get'] = paging.route;
    act(() => result.current.setPageIndex(1));
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.rows[0]!.dsm_CustomerId).toBe(1); // the previous page stays while the next one is read
    act(() => paging.open());
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.rows[0]!.dsm_CustomerId).toBe(2);
  });

  it('an edit shows at once and is saved with updatefield', async () => {
    const { wrapper, routes, sent } = contactServer();
    let release: () => void = () => {};
    const save = routes['/api/contacts/updatefield']!;
    routes['/api/contacts/updatefield'] = (request, body) => new Promise((resolve) => (release = () => resolve(save(request, body))));
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = result.current.edit('2', 'firstName', 'Moritz');
    });
    await waitFor(() => expect(result.current.rows[1]!.firstName).toBe('Moritz')); // before the server answered
    await waitFor(() => expect(sent('/api/contacts/updatefield')).toHaveLength(1));
    await act(async () => {
      release();
      await saved;
    });
    expect(result.current.rows[1]!.firstName).toBe('Moritz');
    expect(await sent('/api/contacts/updatefield')[0]!.request.json()).toEqual({ customerId: 2, fieldName: 'firstName', value: 'Moritz' });
    expect(result.current.alert).toBeUndefined();
  });

  it.each([
    ['a state 1 answer with detail', () => failure('Invalid value.', 'firstName'), 'Failed to save contact: [firstName]Invalid value.'],
    ['a state 1 answer without detail', () => failure('Record locked.'), 'Failed to save contact: Record locked.'],
    [
      'an HTTP failure without envelope',
      () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
      'Failed to save contact.',
    ],
  ])('a failed save (%s) puts the old value back and alerts %j', async (_case, answer, message) => {
    const { wrapper, routes } = contactServer();
    const held = gate(answer);
    routes['/api/contacts/updatefield'] = held.route;
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(await editThroughGate(result, held, ['1', 'firstName', 'Erik', 0])).toBe(false);
    await waitFor(() => expect(result.current.rows[0]!.firstName).toBe('Erika')); // put back
    expect(result.current.alert).toMatchObject({ message });
  });

  it.each(['lpLogin', 'dsm_CustomerId', 'dsm_BatchId', 'createdOn', 'lastUpdate'])(
    'an edit of the read-only column %s is refused: a typed rejection, the value unchanged, nothing sent',
    async (columnName) => {
      const { wrapper, sent } = contactServer();
      const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
      await waitFor(() => expect(result.current.rows).toHaveLength(2));
      expect(result.current.columns.find((c) => c.name === columnName)).toMatchObject({ editable: false });
      const before = result.current.rows[0]![columnName];
      let refusal: unknown;
      await act(async () => {
        refusal = await result.current.edit('1', columnName, 'changed').catch((error: unknown) => error);
      });
      expect(refusal).toBeInstanceOf(DsmValidationError);
      expect(refusal).toMatchObject({ message: readOnlyColumn(columnName) });
      expect((refusal as Error).message).toContain(columnName);
      expect(result.current.rows[0]![columnName]).toEqual(before);
      expect(sent('/api/contacts/updatefield')).toHaveLength(0);
      expect(result.current.alert).toBeUndefined();
    },
  );

  it("invalidating the contacts area (['dsm', 'contacts']) reads the table again", async () => {
    const { wrapper, routes, sent, queryClient } = contactServer();
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    const [gets, counts] = [sent('/api/contacts/get').length, sent('/api/contacts/count').length];
    routes['/api/contacts/get'] = () => ok([contact(1, { firstName: 'Erika' })]);
    await act(() => queryClient.invalidateQueries({ queryKey: ['dsm', 'contacts'] }));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(sent('/api/contacts/get')).toHaveLength(gets + 1);
    expect(sent('/api/contacts/count')).toHaveLength(counts + 1);
    // Another area leaves it alone.
    await act(() => queryClient.invalidateQueries({ queryKey: ['dsm', 'campaigns'] }));
    expect(sent('/api/contacts/get')).toHaveLength(gets + 1);
  });

  it('keeps its reads under recordTableKeys: answers put there before it mounts show in its first render', async () => {
    const { wrapper, queryClient } = contactServer();
    const source = contactsSource();
    const keys = recordTableKeys(source, { pageIndex: 0, pageSize: 50 });
    const first = renderHook(() => useRecordTable(source, { pageSize: 50 }), { wrapper });
    await waitFor(() => expect(first.result.current.pageCount).toBe(3));
    const entries = {
      columns: queryClient.getQueryData(keys.columns),
      page: queryClient.getQueryData(keys.page),
      count: queryClient.getQueryData(keys.count),
    };
    expect(entries.page).toEqual(first.result.current.rows);
    expect(entries.count).toBe(120);
    expect(entries.columns).toHaveLength(first.result.current.columns.length);
    first.unmount();
    queryClient.clear();
    for (const read of ['columns', 'page', 'count'] as const) queryClient.setQueryData(keys[read], entries[read]);
    const { result } = renderHook(() => useRecordTable(source, { pageSize: 50 }), { wrapper });
    expect(result.current.table.getRowModel().rows.map((row) => row.id)).toEqual(['1', '2']);
    expect(result.current.pageCount).toBe(3);
    expect(keys.base.slice(0, 2)).toEqual(['dsm', 'contacts']); // under its area, so invalidating the area refreshes it
  });

  it('an edit cancels a page read in flight, so its older answer cannot overwrite the edit', async () => {
    const { wrapper, routes, sent } = contactServer();
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    const read = routes['/api/contacts/get']!;
    const staleRead = gate(() => ok([contact(1), contact(2, { firstName: 'Max' })]));
    routes['/api/contacts/get'] = staleRead.route; // answers what the server had before the edit
    const gets = sent('/api/contacts/get').length;
    act(() => void result.current.refresh());
    await waitFor(() => expect(sent('/api/contacts/get')).toHaveLength(gets + 1)); // the read is in flight
    routes['/api/contacts/get'] = read;
    const save = gate(() => ok(true));
    routes['/api/contacts/updatefield'] = save.route;
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = result.current.edit('2', 'firstName', 'Moritz');
    });
    await waitFor(() => expect(result.current.rows[1]!.firstName).toBe('Moritz'));
    await act(async () => {
      staleRead.open(); // the older answer arrives while the save is in flight
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.rows[1]!.firstName).toBe('Moritz');
    await act(async () => {
      save.open();
      await saved;
    });
    expect(result.current.alert).toBeUndefined();
    expect(sent('/api/contacts/updatefield')).toHaveLength(1);
  });

  it('deleting several records: all gone, nothing to report, the page read once to see it', async () => {
    const { wrapper, sent } = contactServer();
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    const [gets, columnReads] = [sent('/api/contacts/get').length, sent('/api/contacts/additionalcolumns').length];
    let notDeleted: number[] = [];
    await act(async () => {
      notDeleted = await result.current.deleteRecords([1, 2]);
    });
    expect(notDeleted).toEqual([]);
    expect(await sent('/api/contacts/delete')[0]!.request.json()).toEqual([1, 2]);
    expect(result.current.alert).toBeUndefined();
    await waitFor(() => expect(result.current.rows).toHaveLength(0));
    expect(sent('/api/contacts/get')).toHaveLength(gets + 1); // one reload (deleteRecords awaited it), not one per check
    expect(sent('/api/contacts/additionalcolumns')).toHaveLength(columnReads);
  });

  it('deleting several records lists those the server kept', async () => {
    const { wrapper, routes } = contactServer([contact(1), contact(2), contact(3)]);
    const kept = contactServer([contact(2)]).routes['/api/contacts/get']!; // after the delete only record 2 is left
    routes['/api/contacts/delete'] = () => {
      routes['/api/contacts/get'] = kept;
      return ok(true);
    };
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    let notDeleted: number[] = [];
    await act(async () => {
      notDeleted = await result.current.deleteRecords([1, 2, 3]);
    });
    expect(notDeleted).toEqual([2]);
    expect(result.current.alert).toEqual({ message: 'Unable to delete records: 2', notDeleted: [2] });
  });

  it('deleting several records reports those that are still there', async () => {
    const { wrapper, routes } = contactServer();
    routes['/api/contacts/delete'] = () => ok(false); // the server deleted nothing
    const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(async () => {
      await result.current.deleteRecords([1, 2]);
    });
    expect(result.current.alert).toEqual({ message: 'Unable to delete records: 1, 2', notDeleted: [1, 2] });
  });

  it.each([
    ['a state 1 answer', () => failure('Records are locked.'), 'Records are locked.'],
    ['an HTTP failure', () => new Response('', { status: 502, statusText: 'Bad Gateway' }), 'Bad Gateway'],
  ])(
    "a failed delete (%s) alerts 'Unable to delete records.', lists every record as not deleted and keeps the error",
    async (_case, answer, reason) => {
      const { wrapper, routes } = contactServer();
      routes['/api/contacts/delete'] = answer;
      const { result } = renderHook(() => useRecordTable(contactsSource()), { wrapper });
      await waitFor(() => expect(result.current.rows).toHaveLength(2));
      await act(async () => {
        await result.current.deleteRecords([2]);
      });
      expect(result.current.alert).toMatchObject({ message: 'Unable to delete records.', notDeleted: [2], error: { message: reason } });
    },
  );
});
