/** The operation table grouped by the contract's tags, in the table's (the contract's) order. */
import type { OperationEntry } from '@dsm/sdk/operations';

export interface Area {
  name: string;
  operations: OperationEntry[];
}

export function groupByArea(operations: readonly OperationEntry[]): Area[] {
  const byTag = new Map<string, OperationEntry[]>();
  for (const operation of operations) byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  return [...byTag.entries()].map(([name, list]) => ({ name, operations: list }));
}
