/**
 * One contact query of 50 rows (a where and an order) through the SDK against the stateful sandbox
 * (`createSandbox` behind MSW's `setupServer`), beside the same call against the static handlers of
 * `@dsm/sdk/msw` measured in the same run: what the sandbox's query work costs over MSW and the SDK.
 * Median and spread (min, max) over the runs; never asserted in tests.
 *   npx tsx bench/sandbox-query.ts     this entry alone
 */
import { setupServer } from 'msw/node';
import { fileURLToPath } from 'node:url';
import { createDsmClient } from '../test/support/full-client.js';
import { dsmHandlers } from '../src/msw/index.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../src/sandbox/index.js';
import { median, range } from './stats.js';

const RUNS = 9;
const WARM_UP = 5;
/** 50 contacts outside one city, by last name: the sandbox filters and sorts its demo data. */
const QUERY = {
  size: 50,
  start: 0,
  columns: [{ columnName: '*' }],
  wheres: [{ columnName: 'city', comparer: 1 as const, value: 'Hamburg' }],
  orders: [{ columnName: 'lastName', orderMode: 0 as const }],
};

export interface Spread {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

const round = (ms: number) => +ms.toFixed(2);

function spread(samples: number[]): Spread {
  const [min, max] = range(samples);
  return { medianMs: round(median(samples)), minMs: round(min), maxMs: round(max), runs: samples.length };
}

/** Times `RUNS` queries (after a warm-up) with `handlers` installed; one server at a time, closed after. */
async function timeQuery(handlers: Parameters<typeof setupServer>, expectRows: (rows: number) => boolean): Promise<Spread> {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const { publicKey, privateKey } = SANDBOX_DEMO_KEYS;
    const dsm = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: 9, publicKey, privateKey });
    const query = () => dsm.call('contactsGet', { body: QUERY });
    for (let i = 0; i < WARM_UP; i++) await query();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const rows = await query();
      samples.push(performance.now() - start);
      if (!expectRows(rows.length)) throw new Error(`The query answered ${rows.length} rows.`);
    }
    return spread(samples);
  } finally {
    server.close();
  }
}

export async function benchSandboxQuery(): Promise<{ sandbox: Spread; staticMswAnchor: Spread; targetMs: number }> {
  const staticMswAnchor = await timeQuery(dsmHandlers(), (rows) => rows >= 1);
  const sandbox = await timeQuery(createSandbox().handlers, (rows) => rows === 50);
  return { sandbox, staticMswAnchor, targetMs: 50 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchSandboxQuery();
  console.table({ 'sandbox, 50-row contact query': result.sandbox, 'static @dsm/sdk/msw, same call (anchor)': result.staticMswAnchor });
  console.log(
    `sandbox median ${result.sandbox.medianMs} ms: ${result.sandbox.medianMs < result.targetMs ? 'meets' : 'MISSES'} the ${result.targetMs} ms target`,
  );
}
