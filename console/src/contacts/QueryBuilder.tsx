/** The query builder: columns, order, conditions with comparer, logic and predefined filter; applied on demand. */
import type { ColumnDefinition, QueryOrder, QueryWhere } from '@dsm/sdk';
import { useState, type FormEvent } from 'react';
import { labelOf } from './contact-columns';
import { COMPARERS, ID_COLUMN, LOGIC, ORDER_MODES, PREDEFINED_FILTERS, columnsFor, newWhere, type ContactQuery } from './query-model';

export function QueryBuilder(props: {
  query: ContactQuery;
  /** The contact column model (the table's columns). */
  columns: readonly ColumnDefinition[];
  visible: readonly string[];
  onApply(query: ContactQuery, visible: string[]): void;
}) {
  const [chosen, setChosen] = useState<string[]>([...props.visible]);
  const [picking, setPicking] = useState(false);
  const [wheres, setWheres] = useState<QueryWhere[]>(props.query.wheres ?? []);
  const [order, setOrder] = useState<QueryOrder>(props.query.orders?.[0] ?? ({ columnName: 'dsm_CustomerID', orderMode: 0 } as QueryOrder));
  const update = (index: number, change: Partial<QueryWhere>) =>
    setWheres((previous) => previous.map((where, i) => (i === index ? { ...where, ...change } : where)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = props.columns.map((column) => column.name);
    props.onApply(
      { ...props.query, columns: columnsFor(chosen, names), orders: [order], wheres },
      names.filter((name) => name === ID_COLUMN || chosen.includes(name)),
    );
  };
  const columnOptions = props.columns.map((column) => (
    <option key={column.name} value={column.name}>
      {labelOf(column.name)}
    </option>
  ));
  return (
    <form className="query-builder" onSubmit={submit} aria-label="Query">
      <fieldset>
        <legend>Columns</legend>
        {/* The picker's boxes are made when it opens: the table's first rows do not wait for a box per column. */}
        <details onToggle={(event) => setPicking(event.currentTarget.open)}>
          <summary>
            {chosen.length} of {props.columns.length} columns
          </summary>
          {picking ? (
            <div className="column-picker">
              {props.columns.map((column) => (
                <div className="check" key={column.name}>
                  <input
                    type="checkbox"
                    id={`column-${column.name}`}
                    disabled={column.name === ID_COLUMN}
                    checked={column.name === ID_COLUMN || chosen.includes(column.name)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setChosen((previous) => (on ? [...previous, column.name] : previous.filter((name) => name !== column.name)));
                    }}
                  />
                  <label htmlFor={`column-${column.name}`}>{labelOf(column.name)}</label>
                </div>
              ))}
            </div>
          ) : null}
        </details>
      </fieldset>
      <fieldset>
        <legend>Order</legend>
        <label htmlFor="order-column">Order by</label>
        <select
          id="order-column"
          value={order.columnName === 'dsm_CustomerID' ? 'dsm_CustomerId' : order.columnName}
          onChange={(e) => setOrder({ ...order, columnName: e.currentTarget.value })}
        >
          {columnOptions}
        </select>
        <label htmlFor="order-mode">Direction</label>
        <select
          id="order-mode"
          value={order.orderMode ?? 0}
          onChange={(e) => setOrder({ ...order, orderMode: Number(e.currentTarget.value) as QueryOrder['orderMode'] })}
        >
          {ORDER_MODES.map(([name, value]) => (
            <option key={name} value={value}>
              {name}
            </option>
          ))}
        </select>
      </fieldset>
      <fieldset>
        <legend>Conditions</legend>
        {wheres.length === 0 ? <p className="hint">No conditions: all contacts.</p> : null}
        {wheres.map((where, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a condition is its place in the query; every field reads wheres[index]
          <fieldset className="where" key={index} aria-label={`Condition ${index + 1}`}>
            {index > 0 ? (
              <select
                aria-label="Logic"
                value={where.logicComparer ?? 0}
                onChange={(e) => update(index, { logicComparer: Number(e.currentTarget.value) as QueryWhere['logicComparer'] })}
              >
                {LOGIC.map(([name, value]) => (
                  <option key={name} value={value}>
                    {name}
                  </option>
                ))}
              </select>
            ) : null}
            <select aria-label="Column" value={where.columnName} onChange={(e) => update(index, { columnName: e.currentTarget.value })}>
              {columnOptions}
            </select>
            <select
              aria-label="Comparer"
              value={where.comparer}
              onChange={(e) => update(index, { comparer: Number(e.currentTarget.value) as QueryWhere['comparer'] })}
            >
              {COMPARERS.map(([name, value]) => (
                <option key={name} value={value}>
                  {name}
                </option>
              ))}
            </select>
            <input aria-label="Value" value={where.value ?? ''} onChange={(e) => update(index, { value: e.currentTarget.value })} />
            <select
              aria-label="Predefined filter"
              value={where.predefined ?? 0}
              onChange={(e) => update(index, { predefined: Number(e.currentTarget.value) as QueryWhere['predefined'] })}
            >
              {PREDEFINED_FILTERS.map(([name, value]) => (
                <option key={name} value={value}>
                  {name}
                </option>
              ))}
            </select>
            <button type="button" className="secondary" onClick={() => setWheres(wheres.filter((_, i) => i !== index))}>
              Remove<span className="visually-hidden"> condition {index + 1}</span>
            </button>
          </fieldset>
        ))}
        <button type="button" className="secondary" onClick={() => setWheres([...wheres, newWhere()])}>
          Add condition
        </button>
      </fieldset>
      <button type="submit">Apply query</button>
    </form>
  );
}
