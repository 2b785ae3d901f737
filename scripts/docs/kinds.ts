/**
 * What a reader sees of an operation's kind where they scan: a badge (Redoc's `x-badges`) beside the
 * operation in the sidebar, in its heading and in search results; and a GET that changes data says so
 * after its summary, since the sidebar has room for one short badge only.
 */
import type { ContractOperation } from '../generate/contract.js';

export interface KindBadge {
  name: string;
  color: string;
  position: 'before' | 'after';
}

export interface KindMarks {
  badge: KindBadge;
  /** Appended to the summary: `' · GET changes data'` or `''`. */
  summarySuffix: string;
}

export const GET_CHANGES_DATA = 'GET changes data';

export function kindMarks(op: Pick<ContractOperation, 'kind' | 'method'>): KindMarks {
  if (op.kind === 'mutation') {
    return {
      badge: { name: 'mutation', color: '#b45309', position: 'after' },
      summarySuffix: op.method === 'get' ? ` · ${GET_CHANGES_DATA}` : '',
    };
  }
  if (op.kind === 'query') return { badge: { name: 'query', color: '#1d4ed8', position: 'after' }, summarySuffix: '' };
  throw new Error(`unknown x-dsm-kind '${String(op.kind)}'`);
}
