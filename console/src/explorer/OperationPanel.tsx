/** One operation: its form, the send button (with confirmation for mutations), the exchange, "copy as". */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConnection } from '../connection/ConnectionContext';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { redactKeys } from '../shared/redact';
import { initialFormValues, readCallInput, type FormValues } from './call-input';
import { resolveRef, type ExplorerOperation, type OpenApiDocument } from './contract';
import { asCurl, asDsmCall, asFunction, asHook } from './copy-as';
import { ExchangeView } from './ExchangeView';
import type { SchemaProblem } from './schema-check';
import { sendOperation, signWithoutSending, type CallInputValues, type Exchange } from './send';
import { BodyForm } from './BodyForm';

type CopyFormat = 'dsm.call' | 'function' | 'hook' | 'curl';

export function OperationPanel(props: { document: OpenApiDocument; operation: ExplorerOperation }) {
  const { document, operation } = props;
  const { settings } = useConnection();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => initialFormValues(operation));
  const [adminKeys, setAdminKeys] = useState(false);
  const [problems, setProblems] = useState<SchemaProblem[]>([]);
  const [pending, setPending] = useState<CallInputValues | null>(null);
  const [sending, setSending] = useState(false);
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const [copy, setCopy] = useState<{ format: CopyFormat; text: string; note: string } | null>(null);

  const checked = () => {
    const { input, problems: found } = readCallInput(document, operation, values);
    setProblems(found);
    return found.length === 0 ? input : null;
  };

  const send = async (input: CallInputValues) => {
    setPending(null);
    setSending(true);
    setExchange(await sendOperation(settings, operation.operationId, input, { adminKeys }));
    setSending(false);
    // A mutation may change what any screen shows: every entry of the SDK is read again (a settled job is not).
    if (operation.kind === 'mutation') void queryClient.invalidateQueries({ queryKey: ['dsm'] });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    if (operation.kind === 'mutation') setPending(input);
    else void send(input);
  };

  const copyAs = async (format: CopyFormat) => {
    const input = checked();
    if (!input) return;
    let text: string;
    let note = '';
    if (format === 'dsm.call') text = asDsmCall(operation, input, adminKeys);
    else if (format === 'function') text = asFunction(operation, input, adminKeys);
    else if (format === 'hook') text = asHook(operation, input);
    else {
      const signed = await signWithoutSending(settings, operation.operationId, input, { adminKeys });
      if (!signed.request) {
        setCopy({ format, text: '', note: `Cannot sign this call: ${redactKeys(signed.error?.message ?? 'unknown error', settings)}` });
        return;
      }
      text = asCurl(signed.request, (_, value) => {
        const redacted = redactKeys(value, settings);
        return redacted === value ? null : redacted;
      });
      note = `Signed for ${signed.request.headers.find(([name]) => name === 'x-dsm-time')?.[1] ?? 'now'} (nothing was sent). Set the key variables in your shell first.`;
    }
    text = redactKeys(text, settings);
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false;
    }
    setCopy({ format, text, note: `${copied ? 'Copied to the clipboard.' : 'Select the text below to copy it.'} ${note}`.trim() });
  };

  const bodySchema = operation.body ? resolveRef(document, operation.body.schema) : null;

  return (
    <article aria-labelledby="operation-title" className="operation">
      <h2 id="operation-title">{operation.summary}</h2>
      <p className="request-line">
        <span className={`method method-${operation.method.toLowerCase()}`}>{operation.method}</span> <code>{operation.path}</code>
      </p>
      <dl className="facts">
        <dt>operationId / function</dt>
        <dd>
          <code>{operation.operationId}</code>
        </dd>
        <dt>hook</dt>
        <dd>
          <code>{operation.hookName}</code>
        </dd>
        <dt>kind</dt>
        <dd>{operation.kind === 'mutation' ? 'mutation (changes data: sent only after confirmation)' : 'query (no side effects)'}</dd>
        <dt>signed</dt>
        <dd>{operation.signed ? 'yes' : 'no (always unsigned)'}</dd>
      </dl>
      {operation.description ? <p>{operation.description}</p> : null}
      <form onSubmit={submit} noValidate aria-label={`Call ${operation.operationId}`}>
        {operation.pathValues.length > 0 ? (
          <fieldset>
            <legend>Path values</legend>
            {operation.pathValues.map((value) => (
              <div className="field" key={value.name}>
                <label htmlFor={`path-${value.name}`}>
                  {value.name} <span className="type">({[resolveRef(document, value.schema).type].flat().join(' | ') || 'any'})</span>
                </label>
                <input
                  id={`path-${value.name}`}
                  value={values.path[value.name] ?? ''}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setValues((previous) => ({ ...previous, path: { ...previous.path, [value.name]: text } }));
                  }}
                />
                {value.description ? <p className="hint">{value.description}</p> : null}
              </div>
            ))}
          </fieldset>
        ) : null}
        {operation.body && bodySchema ? (
          <fieldset>
            <legend>Body {operation.body.required ? '(required)' : '(optional: leave empty to send none)'}</legend>
            <div className="body-editor">
              <div className="field">
                <label htmlFor="body">JSON body (prefilled with the contract's example)</label>
                <textarea
                  id="body"
                  rows={Math.min(24, Math.max(6, values.body.split('\n').length + 1))}
                  spellCheck={false}
                  value={values.body}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setValues((previous) => ({ ...previous, body: text }));
                  }}
                />
                <button type="button" className="secondary" onClick={() => setValues(initialFormValues(operation))}>
                  Reset to the example
                </button>
              </div>
              <BodyForm
                document={document}
                schema={bodySchema}
                text={values.body}
                onText={(body) => setValues((previous) => ({ ...previous, body }))}
              />
            </div>
          </fieldset>
        ) : null}
        <div className="check">
          <input id="admin-keys" type="checkbox" checked={adminKeys} onChange={(event) => setAdminKeys(event.currentTarget.checked)} />
          <label htmlFor="admin-keys">Sign this call with the admin key pair</label>
        </div>
        {problems.length > 0 ? (
          <div role="alert" className="problems" data-testid="schema-problems">
            <p>Not sent: the input does not match the contract.</p>
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.at}:${problem.message}`}>
                  <code>{problem.at}</code> {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="actions">
          <button type="submit" disabled={sending}>
            {sending ? 'Sending…' : operation.kind === 'mutation' ? 'Send… (asks first)' : 'Send'}
          </button>
          <span className="copy-as" role="group" aria-label="Copy as">
            Copy as:
            {(['dsm.call', 'function', 'hook', 'curl'] as const).map((format) => (
              <button key={format} type="button" className="secondary" onClick={() => void copyAs(format)}>
                {format === 'dsm.call' ? 'dsm.call(…)' : format === 'function' ? 'function' : format === 'hook' ? 'hook' : 'curl'}
              </button>
            ))}
          </span>
        </div>
      </form>
      {copy ? (
        <section aria-label={`Copy as ${copy.format}`} className="copy-output">
          <p role="status">{copy.note}</p>
          {copy.text ? <pre data-testid="copy-text">{copy.text}</pre> : null}
        </section>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={`Send ${operation.operationId}?`}
        confirmLabel="Send it"
        onConfirm={() => pending && void send(pending)}
        onCancel={() => setPending(null)}
      >
        <p>
          This operation changes data on the server ({operation.method} {operation.path}). It is sent only when you confirm.
        </p>
      </ConfirmDialog>
      {exchange ? <ExchangeView exchange={exchange} settings={settings} /> : null}
    </article>
  );
}
