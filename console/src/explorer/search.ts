/** The explorer's search: every word must occur in the summary, path, operationId or hook name. */
import type { ExplorerOperation } from './contract';

export function matchesSearch(operation: ExplorerOperation, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [operation.summary, operation.path, operation.operationId, operation.hookName].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function searchOperations(operations: readonly ExplorerOperation[], text: string): ExplorerOperation[] {
  return operations.filter((operation) => matchesSearch(operation, text));
}
