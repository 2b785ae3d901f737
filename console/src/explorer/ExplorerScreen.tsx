/** The API explorer: every operation of the contract, grouped by area and searchable. */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useHashDetail } from '../app/routes';
import { groupByArea, listOperations, loadContract } from './contract';
import { OperationList } from './OperationList';
import { OperationPanel } from './OperationPanel';
import { searchOperations } from './search';

export default function ExplorerScreen() {
  const contract = useQuery({ queryKey: ['console', 'contract'], queryFn: loadContract, staleTime: Infinity, gcTime: Infinity });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selectedId, select] = useHashDetail();
  const operations = useMemo(() => (contract.data ? listOperations(contract.data) : []), [contract.data]);
  const areas = useMemo(
    () => (contract.data ? groupByArea(contract.data, searchOperations(operations, deferredSearch)) : []),
    [contract.data, operations, deferredSearch],
  );
  const selected = operations.find((operation) => operation.operationId === selectedId);
  const matching = areas.reduce((sum, area) => sum + area.operations.length, 0);

  return (
    <section aria-labelledby="explorer-title" className="explorer">
      <h1 id="explorer-title">API explorer</h1>
      {contract.isPending ? <p role="status">Loading the contract…</p> : null}
      {contract.isError ? <p role="alert">The contract could not be loaded.</p> : null}
      {contract.data ? (
        <div className="explorer-layout">
          <div className="explorer-side">
            <div className="field">
              <label htmlFor="operation-search">Search by summary, path, operationId or hook</label>
              <input id="operation-search" type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
            </div>
            <p role="status" className="hint" data-testid="operation-count">
              {matching} of {operations.length} operations
            </p>
            <OperationList
              areas={areas}
              selected={selectedId}
              searching={deferredSearch.trim() !== ''}
              onSelect={(operation) => select(operation.operationId)}
            />
          </div>
          <div className="explorer-main">
            {selected ? (
              <OperationPanel key={selected.operationId} document={contract.data} operation={selected} />
            ) : (
              <p>Choose an operation on the left.</p>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
