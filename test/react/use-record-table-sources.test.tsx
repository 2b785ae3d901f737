// @vitest-environment jsdom
/**
 * useRecordTable over the other record sources, in jsdom against a scripted fetch: campaign templates (pages of 50
 * by id, approval as Yes/No, the read-only name) and data relations (1-based pages, whole-row updates, the primary
 * column rule, failed saves put back with the platform's alert texts).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import { describe, expect, it } from 'vitest';
import { DsmValidationError } from '../../src/errors.js';
import { campaignTemplatesSource, dataRelationSource, useRecordTable } from '../../src/react/table/index.js';
import { cellTexts, editThroughGate, failure, gate, ok, server } from './record-table-support.js';

describe('useRecordTable with campaign templates', () => {
  const template = (id: number, fields: Record<string, unknown> = {}) => ({
    id,
    name: `template_${id}`,
    displayName: `Template ${id}`,
    description: null,
    campaignImage: `t${id}.jpg`,
    randomKey: `k${id}`,
    isApproved: false,
    categories: [],
    ...fields,
  });
  const templateServer = () => {
    let templates = [template(12, { isApproved: true }), template(13)];
    return server({
      '/api/campaignTemplates/0/50': () => ok(templates),
      '/api/campaignTemplates/count': () => ok(templates.length),
      '/api/campaigntemplates/update': () => ok(true),
      '/api/campaignTemplates/delete/13': () => {
        templates = templates.filter((t) => t.id !== 13);
        return ok(true);
      },
    });
  };

  it('pages of 50 by id, approval as Yes/No, an edit sent as the template update with id and editable fields', async () => {
    const { wrapper, sent } = templateServer();
    const { result } = renderHook(() => useRecordTable(campaignTemplatesSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.columns.map((c) => [c.name, c.editable])).toEqual([
      ['id', false],
      ['name', false],
      ['displayName', true],
      ['description', true],
      ['campaignImage', true],
      ['randomKey', false],
      ['isApproved', true],
    ]);
    expect(cellTexts(result.current.table, 0)).toMatchObject({ id: '12', displayName: 'Template 12', isApproved: 'Yes' });
    expect(result.current.table.getRowModel().rows.map((r) => r.id)).toEqual(['12', '13']);
    await waitFor(() => expect(result.current.total).toBe(2));
    let saved = false;
    await act(async () => {
      saved = await result.current.edit('13', 'displayName', 'Sommer');
    });
    expect(saved).toBe(true);
    expect(await sent('/api/campaigntemplates/update')[0]!.request.json()).toEqual({
      id: 13,
      displayName: 'Sommer',
      description: null,
      campaignImage: 't13.jpg',
      isApproved: false,
    });
    await act(async () => {
      expect(await result.current.deleteRecords([13])).toEqual([]);
    });
    expect(sent('/api/campaignTemplates/delete/13')).toHaveLength(1);
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual([12]));
  });

  it.each([
    ['a state 1 answer', () => failure('Template locked.')],
    ['an HTTP failure', () => new Response('', { status: 500, statusText: 'Internal Server Error' })],
  ])("a failed save (%s) puts the old value back and alerts 'Could not save value.'", async (_case, answer) => {
    const { wrapper, routes } = templateServer();
    const held = gate(answer);
    routes['/api/campaigntemplates/update'] = held.route;
    const { result } = renderHook(() => useRecordTable(campaignTemplatesSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(await editThroughGate(result, held, ['12', 'displayName', 'Herbst', 0])).toBe(false);
    await waitFor(() => expect(result.current.rows[0]!.displayName).toBe('Template 12')); // put back
    expect(result.current.alert).toMatchObject({ message: 'Could not save value.' });
    expect(result.current.alert?.error).toBeDefined();
  });

  it('the read-only name is refused before sending', async () => {
    const { wrapper, sent } = templateServer();
    const { result } = renderHook(() => useRecordTable(campaignTemplatesSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(async () => {
      await expect(result.current.edit('12', 'name', 'renamed')).rejects.toBeInstanceOf(DsmValidationError);
    });
    expect(sent('/api/campaigntemplates/update')).toHaveLength(0);
  });
});

describe('useRecordTable with a data relation', () => {
  const table = (columns: Array<{ name: string; type?: string; isPrimaryColumn?: boolean }>) => {
    let rows: unknown[][] = [
      [7, 'Mug', true],
      [8, 'Cap', false],
    ];
    return server({
      '/api/datarelations/columns/orders': () => ok(columns),
      '/api/datarelations/list/orders': () => ok({ columns, rows }),
      '/api/datarelations/count/orders': () => ok(2),
      // The server keeps what it was sent, so the read after a save shows it.
      '/api/datarelations/update/orders': (_r, update: { rows: unknown[][] }) => {
        rows = rows.map((row) => update.rows.find((changed) => changed[0] === row[0]) ?? row);
        return ok(true);
      },
    });
  };

  it('pages are 1-based, booleans show Yes/No, an edit sends the whole row with its columns', async () => {
    const { wrapper, sent } = table([
      { name: 'DSM_CustomerID', type: 'int' },
      { name: 'item', type: 'nvarchar' },
      { name: 'paid', type: 'bit' },
    ]);
    const { result } = renderHook(() => useRecordTable(dataRelationSource('orders'), { pageSize: 20 }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(await sent('/api/datarelations/list/orders')[0]!.request.json()).toMatchObject({ currentPage: 1, perPage: 20, mode: 'data' });
    expect(cellTexts(result.current.table, 1)).toEqual({ DSM_CustomerID: '8', item: 'Cap', paid: 'No' });
    expect(result.current.columns[0]).toMatchObject({ name: 'DSM_CustomerID', primary: true, editable: false });
    await act(async () => {
      await result.current.edit('8', 'item', 'Hat');
    });
    // Column names as strings, one value array per row.
    expect(await sent('/api/datarelations/update/orders')[0]!.request.json()).toEqual({
      columns: ['DSM_CustomerID', 'item', 'paid'],
      rows: [[8, 'Hat', false]],
    });
    expect(result.current.alert).toBeUndefined();
    await waitFor(() => expect(result.current.rows[1]!.item).toBe('Hat'));
  });

  it("without a primary column an edit is refused with 'No primary column found!' and nothing is sent", async () => {
    const { wrapper, sent } = table([{ name: 'orderNo', type: 'int' }, { name: 'item' }, { name: 'paid', type: 'bit' }]);
    const { result } = renderHook(() => useRecordTable(dataRelationSource('orders')), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    await act(async () => {
      await result.current.edit('1', 'item', 'Hat');
    });
    expect(result.current.alert).toEqual({ message: 'No primary column found!' });
    expect(sent('/api/datarelations/update/orders')).toHaveLength(0);
    expect(result.current.rows[1]!.item).toBe('Cap');
  });

  it('a failed save alerts the failureMessage, else the status text, and puts the value back', async () => {
    const { wrapper, routes } = table([
      { name: 'id', isPrimaryColumn: true, type: 'int' },
      { name: 'item' },
      { name: 'paid', type: 'bit' },
    ]);
    const stateOne = gate(() => failure('Value too long.'));
    routes['/api/datarelations/update/orders'] = stateOne.route;
    const { result } = renderHook(() => useRecordTable(dataRelationSource('orders')), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(await editThroughGate(result, stateOne, ['7', 'item', 'A very long mug', 0])).toBe(false);
    await waitFor(() => expect(result.current.rows[0]!.item).toBe('Mug'));
    expect(result.current.alert).toMatchObject({ message: 'Value too long.' });
    const unavailable = gate(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    routes['/api/datarelations/update/orders'] = unavailable.route;
    expect(await editThroughGate(result, unavailable, ['7', 'item', 'Cup', 0])).toBe(false);
    await waitFor(() => expect(result.current.rows[0]!.item).toBe('Mug'));
    expect(result.current.alert).toMatchObject({ message: 'Service Unavailable' });
  });
});
