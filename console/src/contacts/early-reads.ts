/**
 * A record table's first reads (its columns, first page and count) started before React renders, as soon
 * as the console knows its server: the first rows then wait on the server alone, not on the scripts'
 * evaluation and the first render as well. The table's source takes each answer once, and only for the
 * same client and the same query; anything else (a later page, a refresh, another connection) reads anew.
 * A failed early read is the table's first attempt: the query's retry rules decide whether it reads again.
 * The answers that are already here when the table first renders can go into its cache (`arrived`), so that
 * render shows them.
 */
import type { DsmClient } from '@dsm/sdk';
import type { RecordSource } from '@dsm/sdk/react/table';

export type Read = 'columns' | 'page' | 'count';

interface Started {
  client: DsmClient;
  /** The source's identity (area and key) the answers belong to. */
  identity: string;
  pageSize: number;
  answers: Map<Read, Promise<unknown>>;
  source: RecordSource;
  /** The answers that have arrived, by read. */
  values: Map<Read, unknown>;
}

/** What `client`'s reads have answered so far, with the source and page size they were read for. */
export interface ArrivedReads {
  source: RecordSource;
  pageSize: number;
  values: ReadonlyMap<Read, unknown>;
}

const identityOf = (source: RecordSource) => JSON.stringify([source.area, source.key]);

export interface EarlyReads {
  /** Starts the three reads of `source` for `client` (replacing any not yet taken). */
  start(source: RecordSource, client: DsmClient, pageSize: number): void;
  /** `source`, taking the started answers that belong to it instead of reading again. */
  wrap(source: RecordSource): RecordSource;
  /** The answers already here for `client`'s reads (still to be taken by its table's first reads as well). */
  arrived(client: DsmClient): ArrivedReads | undefined;
}

export function earlyReads(): EarlyReads {
  let started: Started | undefined;

  const take = <T>(source: RecordSource, client: DsmClient, read: Read, fresh: () => Promise<T>): Promise<T> => {
    if (!started || started.client !== client || started.identity !== identityOf(source)) return fresh();
    const answer = started.answers.get(read) as Promise<T> | undefined;
    started.answers.delete(read);
    if (started.answers.size === 0) started = undefined;
    return answer ?? fresh();
  };

  return {
    start(source, client, pageSize) {
      const answers = new Map<Read, Promise<unknown>>([
        ['columns', source.loadColumns(client)],
        ['page', source.loadPage(client, { pageIndex: 0, pageSize }, [])],
        ['count', source.count(client)],
      ]);
      // A failure is reported to whoever takes the answer, never as an unhandled rejection.
      for (const answer of answers.values()) answer.catch(() => undefined);
      const values = new Map<Read, unknown>();
      for (const [read, answer] of answers)
        answer.then(
          (value) => values.set(read, value),
          () => undefined,
        );
      started = { client, identity: identityOf(source), pageSize, answers, source, values };
    },
    wrap(source) {
      return {
        ...source,
        loadColumns: (client, signal) => take(source, client, 'columns', () => source.loadColumns(client, signal)),
        loadPage: (client, page, columns, signal) => {
          const fresh = () => source.loadPage(client, page, columns, signal);
          const first = page.pageIndex === 0 && page.pageSize === started?.pageSize;
          return first ? take(source, client, 'page', fresh) : fresh();
        },
        count: (client, signal) => take(source, client, 'count', () => source.count(client, signal)),
      };
    },
    arrived(client) {
      if (!started || started.client !== client) return undefined;
      return { source: started.source, pageSize: started.pageSize, values: new Map(started.values) };
    },
  };
}
