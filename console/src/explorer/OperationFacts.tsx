/** What the contract says of one operation: summary, request line, SDK names, kind, signing, description. */
import type { OperationEntry } from '@dsm/sdk/operations';
import { ContractText } from '../shared/ContractText';

export function OperationFacts({ operation }: { operation: OperationEntry }) {
  return (
    <>
      <h2 id="operation-title">{operation.summary}</h2>
      <p className="request-line">
        <span className={`method method-${operation.method.toLowerCase()}`}>{operation.method}</span> <code>{operation.path}</code>
      </p>
      <dl className="facts">
        <dt>operationId / function</dt>
        <dd>
          <code>{operation.id}</code>
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
      {operation.description ? (
        <p>
          <ContractText text={operation.description} />
        </p>
      ) : null}
    </>
  );
}
