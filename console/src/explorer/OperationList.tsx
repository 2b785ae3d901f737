/** The operations grouped by area, filtered by the search text. */
import type { OperationEntry } from '@dsm/sdk/operations';
import type { Area } from './areas';

export function OperationList(props: { areas: Area[]; selected: string; onSelect(operation: OperationEntry): void; searching: boolean }) {
  if (props.areas.length === 0) return <p role="status">No operation matches.</p>;
  return (
    <nav aria-label="Operations" className="operation-list">
      {props.areas.map((area) => (
        <details key={area.name} open={props.searching || area.operations.some((op) => op.id === props.selected)}>
          <summary>
            {area.name} <span className="count">({area.operations.length})</span>
          </summary>
          <ul>
            {area.operations.map((operation) => (
              <li key={operation.id}>
                <a
                  href={`#/explorer/${operation.id}`}
                  aria-current={operation.id === props.selected ? 'page' : undefined}
                  onClick={(event) => (event.preventDefault(), props.onSelect(operation))}
                >
                  <span className={`method method-${operation.method.toLowerCase()}`}>{operation.method}</span> {operation.summary}
                  <span className="op-id">{operation.id}</span>
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
