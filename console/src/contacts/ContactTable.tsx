/** The contact rows, rendered with TanStack Table; a checkbox per row selects it. */
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { displayValue, type ContactColumn } from './contact-columns';
import { EditableCell } from './EditableCell';

type Row = Record<string, unknown>;
const helper = createColumnHelper<Row>();
const idOf = (row: Row) => Number(row.dsm_CustomerId);

export interface CellEditing {
  edit(id: number, field: string, value: string, oldValue: unknown): void;
}

export function ContactTable(props: { contacts: Row[]; columns: readonly ContactColumn[]; selected: number[]; onSelect(ids: number[]): void; editing: CellEditing; busy?: boolean }) {
  const { selected, onSelect, editing } = props;
  const columns = useMemo(
    () => [
      helper.display({
        id: 'select',
        header: () => <span className="visually-hidden">Select</span>,
        cell: ({ row }) => {
          const id = idOf(row.original);
          const checked = selected.includes(id);
          return (
            <input
              type="checkbox"
              aria-label={`Select contact ${id}`}
              checked={checked}
              onChange={() => onSelect(checked ? selected.filter((other) => other !== id) : [...selected, id])}
            />
          );
        },
      }),
      ...props.columns.map((column) =>
        helper.accessor((row) => row[column.name], {
          id: column.name,
          header: column.label,
          cell: (info) => {
            const text = displayValue(column.display, info.getValue());
            if (!column.editable || column.display.kind !== 'text') return text;
            const id = idOf(info.row.original);
            return <EditableCell text={text} label={`${column.label} of contact ${id}`} onCommit={(value) => editing.edit(id, column.name, value, info.getValue())} />;
          },
        }),
      ),
    ],
    [props.columns, selected, onSelect, editing],
  );
  const table = useReactTable({ data: props.contacts, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(idOf(row)) });
  return (
    <div className="table-scroll" role="region" aria-label="Contact rows" tabIndex={0} aria-busy={props.busy ?? false}>
      <table className="records" data-testid="contacts-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid="contact-row">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
