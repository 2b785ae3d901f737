/** A cell whose text can be edited in place: Enter or leaving the field saves, Escape cancels. */
import { useState } from 'react';

/** The user asked to edit: the field takes the focus they gave the cell (stable, so it runs once per field). */
const focusWhenShown = (input: HTMLInputElement | null) => input?.focus();

export function EditableCell(props: { text: string; label: string; onCommit(value: string): void }) {
  // The text being edited; null while the cell only shows (one hook: a page shows hundreds of these cells).
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <button
        type="button"
        className="cell-edit"
        aria-label={`${props.label}: ${props.text || 'empty'}, edit`}
        onClick={() => setDraft(props.text)}
      >
        {props.text || '\u00a0'}
      </button>
    );
  }
  const commit = () => {
    setDraft(null);
    if (draft !== props.text) props.onCommit(draft);
  };
  return (
    <input
      ref={focusWhenShown}
      aria-label={props.label}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
