/**
 * Prism in proxy mode forwards what it parsed, not what arrived: it re-serialises a JSON body,
 * normalises the path and drops the Host header, and any of those breaks a signature the sandbox checks
 * (docs/protocol.md §4: host, path and body exactly as sent). The front proxy therefore keeps each
 * request as it arrived under an id it sends along, and the sandbox's server, in the same process,
 * answers that original. Entries live only while their exchange is open.
 */
import { randomUUID } from 'node:crypto';

export const ORIGINAL_REQUEST_HEADER = 'x-dsm-original-request';

export interface OriginalRequest {
  /** The Host header the client sent. */
  host: string;
  /** The request target as sent (`/api/...?...`, percent-encoding kept). */
  target: string;
  body: Buffer;
}

export class OriginalRequests {
  private readonly entries = new Map<string, OriginalRequest>();

  keep(original: OriginalRequest): string {
    const id = randomUUID();
    this.entries.set(id, original);
    return id;
  }

  find(id: string | string[] | undefined): OriginalRequest | undefined {
    return typeof id === 'string' ? this.entries.get(id) : undefined;
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
