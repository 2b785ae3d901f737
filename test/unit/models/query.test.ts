import { describe, expect, it } from 'vitest';
import { CUSTOMER_ID_COLUMN, defaultWhere, standardQuery } from '../../../src/models/index.js';
import { signingVectors } from '../../support/fixtures.js';

const CASE_1_BODY =
  '{"size":50,"start":0,"columns":[{"columnName":"*"}],"orders":[{"columnName":"dsm_CustomerID","orderMode":0}],"wheres":[]}';

describe('standardQuery', () => {
  it('serialises to exactly the body of signing vector case-1', () => {
    const case1 = signingVectors().find((vector) => vector.name === 'case-1');
    expect(case1?.body).toBe(CASE_1_BODY);
    expect(JSON.stringify(standardQuery())).toBe(case1?.body);
  });

  it('asks for 50 rows from row 0, all columns, ascending by customer id, unfiltered', () => {
    expect(standardQuery()).toEqual({
      size: 50,
      start: 0,
      columns: [{ columnName: '*' }],
      orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }],
      wheres: [],
    });
    expect(CUSTOMER_ID_COLUMN).toBe('dsm_CustomerID');
  });

  it('returns a fresh object each time', () => {
    const first = standardQuery();
    first.size = 10;
    first.wheres.push(defaultWhere());
    first.columns[0]!.columnName = 'firstName';
    expect(JSON.stringify(standardQuery())).toBe(CASE_1_BODY);
  });
});

describe('defaultWhere', () => {
  it('is firstName equals the empty value, joined with and, no predefined filter', () => {
    expect(defaultWhere()).toEqual({ columnName: 'firstName', comparer: 0, logicComparer: 0, predefined: 0, value: '' });
  });

  it('returns a fresh object each time', () => {
    const first = defaultWhere();
    first.value = 'Anna';
    expect(defaultWhere().value).toBe('');
  });
});
