/** The API explorer: every operation of the SDK's operation table, grouped by area and searchable. */
import { operationTable } from '@dsm/sdk/operations';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useHashDetail } from '../app/routes';
import { groupByArea } from './areas';
import { loadContract } from './openapi-document';
import { OperationList } from './OperationList';
import { OperationPanel } from './OperationPanel';
import { searchOperations } from './search';

export default function ExplorerScreen() {
  // The schemas the operations point at; the list itself needs only the table.
  const contract = useQuery({ queryKey: ['console', 'contract'], queryFn: loadContract, staleTime: Infinity, gcTime: Infinity });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selectedId, select] = useHashDetail();
  const areas = useMemo(() => groupByArea(searchOperations(operationTable, deferredSearch)), [deferredSearch]);
  const selected = operationTable.find((operation) => operation.id === selectedId);
  const matching = areas.reduce((sum, area) => sum + area.operations.length, 0);

  return (
    <section aria-labelledby="explorer-title" className="explorer">
      <h1 id="explorer-title">API explorer</h1>
      <div className="explorer-layout">
        <div className="explorer-side">
          <div className="field">
            <label htmlFor="operation-search">Search by summary, path, operationId or hook</label>
            <input id="operation-search" type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          </div>
          <p role="status" className="hint" data-testid="operation-count">
            {matching} of {operationTable.length} operations
          </p>
          <OperationList
            areas={areas}
            selected={selectedId}
            searching={deferredSearch.trim() !== ''}
            onSelect={(operation) => select(operation.id)}
          />
        </div>
        <div className="explorer-main">
          {contract.isPending ? <p role="status">Loading the contract…</p> : null}
          {contract.isError ? <p role="alert">The contract could not be loaded.</p> : null}
          {contract.data && selected ? <OperationPanel key={selected.id} document={contract.data} operation={selected} /> : null}
          {contract.data && !selected ? <p>Choose an operation on the left.</p> : null}
        </div>
      </div>
    </section>
  );
}
