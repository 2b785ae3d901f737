/** bench/mock-throughput.ts's result as rows for `console.table`. */
import type { MockThroughputResult } from './mock-throughput-measure.js';

export function mockThroughputTable(result: MockThroughputResult): Record<string, string | number> {
  const table: Record<string, string | number> = {};
  for (const kind of ['static', 'sandbox'] as const) {
    for (const pair of result[kind].pairs)
      table[`${kind} mock / anchor, ${pair.connections} conn. (req/s)`] =
        `${pair.subjectMedian} / ${pair.anchorMedian} = ${pair.ratio} (rounds ${pair.roundRatioSpread.join('–')})`;
    const d = result[kind].decay;
    table[`${kind} mock, ${d.requests} req.: last/first 1,000`] =
      `${d.lastThousandPerSecond}/${d.firstThousandPerSecond} = ${d.lastToFirst}`;
    if (d.cpuLastToFirst !== undefined)
      table[`${kind} mock, server CPU ms of first/last 1,000`] =
        `${d.firstThousandServerCpuMs}/${d.lastThousandServerCpuMs} = ${d.cpuLastToFirst}`;
    table[`${kind} mock, RSS MB before/after`] = `${d.rssMbBefore ?? '?'} / ${d.rssMbAfter ?? '?'}`;
  }
  return table;
}
