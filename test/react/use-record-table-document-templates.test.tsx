// @vitest-environment jsdom
/**
 * useRecordTable over the document templates, in jsdom against a scripted fetch: the columns of the platform's
 * client's document template model, pages read with a query, an edit sent as the whole row to the template update,
 * a delete by the template's name.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import '../support/patient-waits.js';
import { describe, expect, it } from 'vitest';
import { documentTemplatesSource, useRecordTable } from '../../src/react/table/index.js';
import { cellTexts, ok, server } from './record-table-support.js';

describe('useRecordTable with document templates', () => {
  const template = (id: number) => ({
    id,
    name: `Flyer${id}`,
    displayName: `Flyer ${id}`,
    placeholderName: 'Flyer',
    sourceCampaignName: 'Sommerfest2026',
    description: null,
    pageCount: 2,
    dimensionX: 148,
    dimensionY: 210,
    isApproved: true,
    lastUpdate: '2026-06-01T09:30:00Z',
    thumbnail: 'flyer.png',
  });

  it('pages by query, an edit posting the row, a delete by name', async () => {
    let templates = [template(7), template(8)];
    const { wrapper, sent } = server({
      '/api/documenttemplates/getbyquery/': () => ok(templates),
      '/api/documenttemplates/countbyquery/': () => ok(templates.length),
      '/api/documenttemplates/update/': () => ok(true),
      '/api/documenttemplates/deleteByName/Flyer8': () => {
        templates = templates.filter((t) => t.id !== 8);
        return ok(true);
      },
    });
    const { result } = renderHook(() => useRecordTable(documentTemplatesSource()), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.columns.filter((c) => c.editable).map((c) => c.name)).toEqual(['displayName', 'description', 'isApproved']);
    expect(cellTexts(result.current.table, 0)).toMatchObject({ id: '7', name: 'Flyer7', isApproved: 'Yes' });
    expect(await sent('/api/documenttemplates/getbyquery/')[0]!.request.json()).toEqual({
      size: 50,
      start: 0,
      columns: [{ columnName: '*' }],
      orders: [],
      wheres: [],
    });
    await act(async () => {
      expect(await result.current.edit('8', 'displayName', 'Flyer A5')).toBe(true);
    });
    const { thumbnail: _shown, ...row } = template(8);
    expect(await sent('/api/documenttemplates/update/')[0]!.request.json()).toEqual({ ...row, displayName: 'Flyer A5' });
    await act(async () => {
      expect(await result.current.deleteRecords([8])).toEqual([]);
    });
    expect(sent('/api/documenttemplates/deleteByName/Flyer8')).toHaveLength(1);
  });
});
