/** A nested value edited as JSON, applied when the field loses focus; emptied, it removes the field. */
import { useState } from 'react';

const CHARACTERS_PER_ROW = 60;
const MAX_ROWS = 6;

export function NestedJson(props: { id: string; value: unknown; onChange(value: unknown): void; onRemove(): void }) {
  const [text, setText] = useState(() => JSON.stringify(props.value ?? null));
  const [invalid, setInvalid] = useState(false);
  return (
    <textarea
      id={props.id}
      rows={Math.min(MAX_ROWS, Math.max(1, Math.ceil(text.length / CHARACTERS_PER_ROW)))}
      spellCheck={false}
      aria-invalid={invalid}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => {
        if (text.trim() === '') return props.onRemove();
        try {
          props.onChange(JSON.parse(text));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}
