/** The standard query and the default filter row of the query model. */
import { QUERY_DEFAULTS, QUERY_WHERE_DEFAULTS } from '../../generated/defaults.js';
import { Comparer, LogicComparer, OrderMode, PredefinedFilter } from '../../generated/model/index.js';
import type { Query, QueryWhere } from '../../generated/model/index.js';

/** Column name that selects every column of a record. */
export const ALL_COLUMNS = '*';

/**
 * The customer-id column as a query names it. Spelled as in the worked request of the protocol's
 * signing vector case-1 (the contact record's own field is `dsm_CustomerId`).
 */
export const CUSTOMER_ID_COLUMN = 'dsm_CustomerID';

/** Every field present and given: the request models accept `null` for "use the default", a helper's result never holds it. */
type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** Default page size of a query (the contract's default `size`). */
export const DEFAULT_QUERY_SIZE: number = QUERY_DEFAULTS.size;

/**
 * A new standard query: 50 rows from row 0, all columns, ordered ascending by customer id, no filter.
 * Its JSON text is exactly
 * `{"size":50,"start":0,"columns":[{"columnName":"*"}],"orders":[{"columnName":"dsm_CustomerID","orderMode":0}],"wheres":[]}`.
 * Every call returns a fresh object, so callers may change it.
 */
export function standardQuery(): Filled<Query> {
  return {
    size: DEFAULT_QUERY_SIZE,
    start: QUERY_DEFAULTS.start,
    columns: [{ columnName: ALL_COLUMNS }],
    orders: [{ columnName: CUSTOMER_ID_COLUMN, orderMode: OrderMode.ascending }],
    wheres: [],
  };
}

/** A new default filter row: `firstName` equals the empty value, joined with `and`, no predefined filter. */
export function defaultWhere(): Filled<QueryWhere> {
  return {
    columnName: QUERY_WHERE_DEFAULTS.columnName,
    comparer: Comparer.equals,
    logicComparer: LogicComparer.and,
    predefined: PredefinedFilter.none,
    value: QUERY_WHERE_DEFAULTS.value,
  };
}
