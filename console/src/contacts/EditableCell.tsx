/** A cell whose text can be edited in place: Enter or leaving the field saves, Escape cancels. */
import { useEffect, useRef, useState } from 'react';

export function EditableCell(props: { text: string; label: string; onCommit(value: string): void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.text);
  const input = useRef<HTMLInputElement>(null);
  // The user asked to edit: the field takes the focus they gave the cell.
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  if (!editing) {
    return (
      <button
        type="button"
        className="cell-edit"
        aria-label={`${props.label}: ${props.text || 'empty'}, edit`}
        onClick={() => (setDraft(props.text), setEditing(true))}
      >
        {props.text || '\u00a0'}
      </button>
    );
  }
  const commit = () => {
    setEditing(false);
    if (draft !== props.text) props.onCommit(draft);
  };
  return (
    <input
      ref={input}
      aria-label={props.label}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setEditing(false);
      }}
    />
  );
}
