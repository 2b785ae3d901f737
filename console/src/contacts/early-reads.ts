/**
 * A record table's first reads (its columns, first page and count) started before React renders, as soon
 * as the console knows its server: the first rows then wait on the server alone, not on the scripts'
 * evaluation and the first render as well. The table's source takes each answer once, and only for the
 * same client and the same query; anything else (a later page, a refresh, another connection) reads anew.
 * A read the table gives up before using its answer (an abort) leaves that answer for its next read.
 * A failed early read is the table's first attempt: the query's retry rules decide whether it reads again.
 * Each answer is also told to whoever listens (`onArrival`: the query cache, so the table's first render shows
 * the rows that are already here, and a later answer shows without waiting for the table to ask for it).
 */
import type { DsmClient } from '@dsm/sdk';
import type { RecordSource } from '@dsm/sdk/react/table';

export type Read = 'columns' | 'page' | 'count';

/** One answer of the early reads, with the source and page size it was read for. */
export interface Arrival {
  source: RecordSource;
  pageSize: number;
  read: Read;
  value: unknown;
}

interface Started {
  client: DsmClient;
  /** The source's identity (area and key) the answers belong to. */
  identity: string;
  pageSize: number;
  answers: Map<Read, Promise<unknown>>;
  /** The answers that arrived, in order, and who is told of later ones. */
  arrivals: Arrival[];
  listeners: ((arrival: Arrival) => void)[];
}

const identityOf = (source: RecordSource) => JSON.stringify([source.area, source.key]);

export interface EarlyReads {
  /** Starts the three reads of `source` for `client` (replacing any not yet taken). */
  start(source: RecordSource, client: DsmClient, pageSize: number): void;
  /** `source`, taking the started answers that belong to it instead of reading again. */
  wrap(source: RecordSource): RecordSource;
  /** Tells `listener` each answer of `client`'s reads: at once those already here, the others when they arrive. */
  onArrival(client: DsmClient, listener: (arrival: Arrival) => void): void;
}

export function earlyReads(): EarlyReads {
  let started: Started | undefined;
  /** The latest reads, kept for their answers' listeners after the table took them all. */
  let latest: Started | undefined;

  const take = <T>(source: RecordSource, client: DsmClient, read: Read, fresh: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    const reads = started;
    if (!reads || reads.client !== client || reads.identity !== identityOf(source)) return fresh();
    const answer = reads.answers.get(read) as Promise<T> | undefined;
    if (!answer) return fresh();
    reads.answers.delete(read);
    if (reads.answers.size === 0) started = undefined;
    // A read given up before its answer was used (TanStack Query cancels it when the table unmounts and mounts
    // again at once) leaves the answer for the read that follows, instead of sending it a second time.
    signal?.addEventListener(
      'abort',
      () => {
        if (started !== undefined && started !== reads) return;
        reads.answers.set(read, answer);
        started = reads;
      },
      { once: true },
    );
    return answer;
  };

  return {
    start(source, client, pageSize) {
      const answers = new Map<Read, Promise<unknown>>([
        ['columns', source.loadColumns(client)],
        ['page', source.loadPage(client, { pageIndex: 0, pageSize }, [])],
        ['count', source.count(client)],
      ]);
      const reads: Started = { client, identity: identityOf(source), pageSize, answers, arrivals: [], listeners: [] };
      // A failure is reported to whoever takes the answer, never as an unhandled rejection.
      for (const [read, answer] of answers)
        answer.then(
          (value) => {
            const arrival = { source, pageSize, read, value };
            reads.arrivals.push(arrival);
            for (const listener of reads.listeners) listener(arrival);
          },
          () => undefined,
        );
      started = latest = reads;
    },
    wrap(source) {
      return {
        ...source,
        loadColumns: (client, signal) => take(source, client, 'columns', () => source.loadColumns(client, signal), signal),
        loadPage: (client, page, columns, signal) => {
          const fresh = () => source.loadPage(client, page, columns, signal);
          const first = page.pageIndex === 0 && page.pageSize === started?.pageSize;
          return first ? take(source, client, 'page', fresh, signal) : fresh();
        },
        count: (client, signal) => take(source, client, 'count', () => source.count(client, signal), signal),
      };
    },
    onArrival(client, listener) {
      if (latest?.client !== client) return;
      for (const arrival of latest.arrivals) listener(arrival);
      latest.listeners.push(listener);
    },
  };
}
