/** The operations grouped by area, filtered by the search text. */
import type { Area, ExplorerOperation } from './contract';

export function OperationList(props: {
  areas: Area[];
  selected: string;
  onSelect(operation: ExplorerOperation): void;
  searching: boolean;
}) {
  if (props.areas.length === 0) return <p role="status">No operation matches.</p>;
  return (
    <nav aria-label="Operations" className="operation-list">
      {props.areas.map((area) => (
        <details key={area.name} open={props.searching || area.operations.some((op) => op.operationId === props.selected)}>
          <summary>
            {area.name} <span className="count">({area.operations.length})</span>
          </summary>
          <ul>
            {area.operations.map((operation) => (
              <li key={operation.operationId}>
                <a
                  href={`#/explorer/${operation.operationId}`}
                  aria-current={operation.operationId === props.selected ? 'page' : undefined}
                  onClick={(event) => (event.preventDefault(), props.onSelect(operation))}
                >
                  <span className={`method method-${operation.method.toLowerCase()}`}>{operation.method}</span> {operation.summary}
                  <span className="op-id">{operation.operationId}</span>
                  {operation.kind === 'mutation' ? <span className="badge">changes data</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
