/** The store's table: id order whatever the insert order, ids never reused, indexes that follow changes. */
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/sandbox/index.js';

type Row = { id: number; name: string };
const table = (rows: Row[]) => new Table<Row>((row) => row.id, rows);

describe('Table', () => {
  it('lists rows by id, also when they came in out of order', () => {
    const rows = table([
      { id: 3, name: 'c' },
      { id: 1, name: 'a' },
    ]);
    rows.insert({ id: 2, name: 'b' });
    expect(rows.all().map((row) => row.id)).toEqual([1, 2, 3]);
    rows.insert({ id: rows.nextId(), name: 'd' });
    expect(rows.all().map((row) => row.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never reuses an id, also after a delete, and refuses to insert over a row', () => {
    const rows = table([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(rows.delete(2)).toBe(true);
    expect(rows.delete(2)).toBe(false);
    expect(rows.nextId()).toBe(3);
    expect(() => rows.insert({ id: 1, name: 'again' })).toThrow(/in use/);
  });

  it('keeps a list it handed out unchanged, and its indexes and version follow every change', () => {
    const rows = table([{ id: 1, name: 'a' }]);
    const before = rows.all();
    const version = rows.version;
    expect(rows.index('name', (row) => row.name).get('a')?.id).toBe(1);
    expect(rows.replace({ id: 1, name: 'z' })).toBe(true);
    expect(rows.replace({ id: 9, name: 'x' })).toBe(false);
    expect(before).toEqual([{ id: 1, name: 'a' }]);
    expect(rows.version).toBeGreaterThan(version);
    expect(rows.index('name', (row) => row.name).get('a')).toBeUndefined();
    expect(rows.index('name', (row) => row.name).get('z')?.id).toBe(1);
  });
});
