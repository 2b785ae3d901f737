/**
 * Duplicate contacts, simply: contacts whose values in every column of the duplicate filter (letter
 * case aside) equal an earlier contact's. A duplicate-processing job's done status reports this count.
 */
import { contactColumns, textsOf } from '../contacts/columns.js';
import type { SandboxStore } from '../store/index.js';
import type { ContactRecord } from '../store/records.js';

export function duplicateCount(store: SandboxStore): number {
  const columns = contactColumns(store.additionalColumns);
  const filterColumns = store.duplicateFilter.columns.flatMap((name) => columns.byName(name) ?? []);
  const seen = new Set<string>();
  let duplicates = 0;
  for (const contact of store.contacts.all()) {
    const key = JSON.stringify(
      filterColumns.map((column) => textsOf(column, contact[column.name as keyof ContactRecord])[0]?.toLowerCase() ?? null),
    );
    if (seen.has(key)) duplicates += 1;
    else seen.add(key);
  }
  return duplicates;
}
