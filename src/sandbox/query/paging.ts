/** A query's page (start, size; the contract's defaults when left out), as both query engines take it. */
import { QUERY_DEFAULTS } from '../../../generated/defaults.js';
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';

type Query = components['schemas']['Query'];

export interface PageBounds {
  start: number;
  size: number;
}

/** The page a query asks for; refuses a start or size that is not a whole number of 0 or more. */
export function pageBounds(query: Pick<Query, 'start' | 'size'> | undefined): PageBounds {
  const start = query?.start ?? QUERY_DEFAULTS.start;
  const size = query?.size ?? QUERY_DEFAULTS.size;
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(size) || size < 0)
    throw new SandboxRefusal('Invalid query: start and size must be whole numbers of 0 or more.');
  return { start, size };
}
