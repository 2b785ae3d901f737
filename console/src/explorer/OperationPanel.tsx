/** One operation: its facts, its form, the send button (with confirmation for mutations), the exchange, "copy as". */
import type { OperationEntry } from '@dsm/sdk/operations';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { BodyFieldset } from './BodyFieldset';
import { CopiedOutput, CopyAsButtons } from './CopyAs';
import { ExchangeView } from './ExchangeView';
import type { OpenApiDocument } from './openapi-document';
import { OperationFacts } from './OperationFacts';
import { PathValuesFieldset } from './PathValuesFieldset';
import { SchemaProblems } from './SchemaProblems';
import { useOperationPanel } from './use-operation-panel';

export function OperationPanel({ document, operation }: { document: OpenApiDocument; operation: OperationEntry }) {
  const panel = useOperationPanel(document, operation);
  return (
    <article aria-labelledby="operation-title" className="operation">
      <OperationFacts operation={operation} />
      <form onSubmit={panel.submit} noValidate aria-label={`Call ${operation.id}`}>
        <PathValuesFieldset
          document={document}
          pathValues={operation.pathValues}
          values={panel.values.path}
          onChange={panel.setPathValue}
        />
        <BodyFieldset
          document={document}
          body={operation.body}
          text={panel.values.body}
          onText={panel.setBody}
          onReset={panel.resetToExample}
        />
        <div className="check">
          <input
            id="admin-keys"
            type="checkbox"
            checked={panel.adminKeys}
            onChange={(event) => panel.setAdminKeys(event.currentTarget.checked)}
          />
          <label htmlFor="admin-keys">Sign this call with the admin key pair</label>
        </div>
        <SchemaProblems problems={panel.problems} />
        <div className="actions">
          <button type="submit" disabled={panel.sending}>
            {panel.sending ? 'Sending…' : operation.kind === 'mutation' ? 'Send… (asks first)' : 'Send'}
          </button>
          <CopyAsButtons onCopy={(format) => void panel.copyAs(format)} />
        </div>
      </form>
      <CopiedOutput copied={panel.copied} />
      <ConfirmDialog
        open={panel.awaitingConfirmation}
        title={`Send ${operation.id}?`}
        confirmLabel="Send it"
        onConfirm={panel.confirm}
        onCancel={panel.cancel}
      >
        <p>
          This operation changes data on the server ({operation.method} {operation.path}). It is sent only when you confirm.
        </p>
      </ConfirmDialog>
      {panel.exchange ? <ExchangeView exchange={panel.exchange} settings={panel.settings} /> : null}
    </article>
  );
}
