/** bench/mock-throughput.ts's result as rows for `console.table`. */
import type { DecayResult, MockThroughputResult } from './mock-throughput-measure.js';

export function mockThroughputTable(result: MockThroughputResult): Record<string, string | number> {
  const table: Record<string, string | number> = {};
  for (const kind of ['static', 'sandbox'] as const) {
    const measured = result[kind];
    for (const pair of measured.pairs)
      table[`${kind} mock / anchor, ${pair.connections} conn. (req/s)`] =
        `${pair.subjectMedian} / ${pair.anchorMedian} = ${pair.ratio} (rounds ${pair.roundRatioSpread.join('–')}` +
        `${pair.roundRatioMedian === undefined ? '' : `, median ${pair.roundRatioMedian}`})`;
    const runs: [string, DecayResult | undefined][] = [
      [`${kind} mock, after warm-up`, measured.decay],
      [`${kind} anchor, after warm-up`, measured.anchorDecay],
      [`${kind} mock, cold start`, measured.coldStart?.subject],
      [`${kind} anchor, cold start`, measured.coldStart?.anchor],
    ];
    for (const [name, run] of runs) if (run) Object.assign(table, decayRows(name, run));
  }
  return table;
}

function decayRows(name: string, run: DecayResult): Record<string, string> {
  const rows: Record<string, string> = {
    [`${name}, ${run.requests} req.: last/first 1,000 (req/s)`]: `${run.lastThousandPerSecond}/${run.firstThousandPerSecond} = ${run.lastToFirst}${flatness(run.flat)}`,
  };
  if (run.cpuLastToFirst !== undefined)
    rows[`${name}: server CPU ms of first/last 1,000`] =
      `${run.firstThousandServerCpuMs}/${run.lastThousandServerCpuMs} = ${run.cpuLastToFirst}${flatness(run.cpuFlat)}` +
      `${run.steadyFromRequest === undefined ? '' : ` (steady from request ${run.steadyFromRequest})`}`;
  rows[`${name}: RSS MB before/after (peak)`] = `${run.rssMbBefore ?? '?'} / ${run.rssMbAfter ?? '?'} (${run.rssMbPeak ?? '?'})`;
  return rows;
}

const flatness = (flat: boolean | undefined) => (flat === undefined ? '' : flat ? ' (flat)' : ' (not within 0.9–1.1)');
