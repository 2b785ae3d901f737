/** The "copy as" buttons, and the text they made with a note on where it went. */
import { COPY_FORMATS, type CopiedText, type CopyFormat } from './copy-as';

export function CopyAsButtons({ onCopy }: { onCopy(format: CopyFormat): void }) {
  return (
    <fieldset className="copy-as">
      <legend>Copy as:</legend>
      {COPY_FORMATS.map(({ format, label }) => (
        <button key={format} type="button" className="secondary" onClick={() => onCopy(format)}>
          {label}
        </button>
      ))}
    </fieldset>
  );
}

export function CopiedOutput({ copied }: { copied: CopiedText | null }) {
  if (!copied) return null;
  return (
    <section aria-label={`Copy as ${copied.format}`} className="copy-output">
      <p role="status">{copied.note}</p>
      {copied.text ? <pre data-testid="copy-text">{copied.text}</pre> : null}
    </section>
  );
}
