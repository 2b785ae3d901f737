/**
 * The contact rows of `useRecordTable`: its TanStack table, cells showing the model's display text (`display`),
 * the chosen columns, a checkbox per row (the table's row selection, by contact id) and in-place edits
 * of text cells through the table's `edit` (applied at once, put back when saving fails).
 */
import type { RecordTable } from '@dsm/sdk/react/table';
import { editsInPlace, labelOf } from './contact-columns';
import { EditableCell } from './EditableCell';

export function ContactTable(props: {
  records: RecordTable;
  visible: readonly string[];
  busy: boolean;
  /** Told when a save settled: which cell, and whether the platform kept the value (a refusal raises the alert). */
  onSaved?(label: string, saved: boolean): void;
}) {
  const { records, visible } = props;
  const shown = (columnId: string) => visible.includes(columnId);
  // Only the shown columns' values are read: no cell objects for the hidden ones (most of the model's columns).
  const shownColumns = records.table.getAllLeafColumns().filter((column) => shown(column.id));
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
              {shownColumns.map((column) => {
                const definition = column.columnDef.meta?.definition;
                const text = records.display(column.id, row.getValue(column.id));
                return (
                  <td key={column.id}>
                    {definition && editsInPlace(definition) ? (
                      <EditableCell
                        text={text}
                        label={`${labelOf(definition.name)} of contact ${row.id}`}
                        onCommit={(value) =>
                          void records
                            .edit(row.id, definition.name, value)
                            .then((saved) => props.onSaved?.(`${labelOf(definition.name)} of contact ${row.id}`, saved))
                        }
                      />
                    ) : (
                      text
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
