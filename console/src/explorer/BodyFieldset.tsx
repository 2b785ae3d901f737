/** The body as JSON text (prefilled with the contract's example) beside the form built from its schema. */
import type { BodyEntry } from '@dsm/sdk/operations';
import { BodyForm } from './BodyForm';
import { resolveSchema, type OpenApiDocument } from './openapi-document';

const MIN_ROWS = 6;
const MAX_ROWS = 24;

export function BodyFieldset(props: {
  document: OpenApiDocument;
  body: BodyEntry | null;
  text: string;
  onText(text: string): void;
  onReset(): void;
}) {
  const { body, text } = props;
  if (!body) return null;
  return (
    <fieldset>
      <legend>Body {body.required ? '(required)' : '(optional: leave empty to send none)'}</legend>
      <div className="body-editor">
        <div className="field">
          <label htmlFor="body">JSON body (prefilled with the contract's example)</label>
          <textarea
            id="body"
            rows={Math.min(MAX_ROWS, Math.max(MIN_ROWS, text.split('\n').length + 1))}
            spellCheck={false}
            value={text}
            onChange={(event) => props.onText(event.currentTarget.value)}
          />
          <button type="button" className="secondary" onClick={props.onReset}>
            Reset to the example
          </button>
        </div>
        <BodyForm document={props.document} schema={resolveSchema(props.document, body.schema)} text={text} onText={props.onText} />
      </div>
    </fieldset>
  );
}
