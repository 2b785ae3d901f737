/**
 * The contact rows of `useRecordTable`: its TanStack table, cells showing the model's display text,
 * the chosen columns, a checkbox per row (the table's row selection, by contact id) and in-place edits
 * of text cells through the table's `edit` (applied at once, put back when saving fails).
 */
import type { RecordTable } from '@dsm/sdk/react/table';
import { flexRender } from '@tanstack/react-table';
import { editsInPlace, labelOf } from './contact-columns';
import { EditableCell } from './EditableCell';

export function ContactTable(props: { records: RecordTable; visible: readonly string[]; busy: boolean }) {
  const { records, visible } = props;
  const shown = (columnId: string) => visible.includes(columnId);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus so the keyboard can scroll it (axe: scrollable-region-focusable)
    <section className="table-scroll" aria-label="Contact rows" tabIndex={0} aria-busy={props.busy}>
      <table className="records" data-testid="contacts-table">
        <thead>
          {records.table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
              {group.headers
                .filter((header) => shown(header.column.id))
                .map((header) => (
                  <th key={header.id} scope="col">
                    {labelOf(header.column.id)}
                  </th>
                ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {records.table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid="contact-row">
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select contact ${row.id}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              </td>
              {row
                .getVisibleCells()
                .filter((cell) => shown(cell.column.id))
                .map((cell) => {
                  const definition = cell.column.columnDef.meta?.definition;
                  return (
                    <td key={cell.id}>
                      {definition && editsInPlace(definition) ? (
                        <EditableCell
                          text={records.display(definition.name, cell.getValue())}
                          label={`${labelOf(definition.name)} of contact ${row.id}`}
                          onCommit={(value) => void records.edit(row.id, definition.name, value)}
                        />
                      ) : (
                        flexRender(cell.column.columnDef.cell, cell.getContext())
                      )}
                    </td>
                  );
                })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
