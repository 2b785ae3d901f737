/** The explorer's search: every word must occur in the summary, path, operationId or hook name. */
import type { OperationEntry } from '@dsm/sdk/operations';

export function matchesSearch(operation: OperationEntry, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [operation.summary, operation.path, operation.id, operation.hookName].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function searchOperations(operations: readonly OperationEntry[], text: string): OperationEntry[] {
  return operations.filter((operation) => matchesSearch(operation, text));
}
