/**
 * A masked key input that never writes its value into the DOM as an attribute: it is uncontrolled
 * (React would mirror a controlled value into the `value` attribute, i.e. into the page's HTML) and
 * sets only the element's `value` property.
 */
import { useEffect, useRef, useState } from 'react';

export function SecretInput(props: { id: string; label: string; value: string; onChange(value: string): void; hint?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (ref.current && ref.current.value !== props.value) ref.current.value = props.value;
  }, [props.value]);
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="secret">
        <input
          ref={ref}
          id={props.id}
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={props.hint ? `${props.id}-hint` : undefined}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button type="button" className="secondary" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {props.label}</span>
        </button>
      </div>
      {props.hint ? (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
