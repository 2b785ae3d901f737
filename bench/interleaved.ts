/**
 * Interleaved measurement: every round runs each task for a slice of time, in a rotated order, so a
 * machine that gets busier or quieter during the run weighs on all tasks alike. Each figure is the
 * median over the rounds of its ratio to the anchor measured in the same round, with the range and the
 * middle half of those ratios.
 * Rates count this process's CPU time (user and system), not wall time, so other processes on a loaded
 * machine weigh less on them.
 */
import { median, middleHalf, range } from './stats.js';

export type Task = () => unknown;

export interface Measured {
  /** Median operations per second over the rounds. */
  perSecond: number;
  /** Median of the per-round ratios to the anchor (1 for the anchor itself). */
  ratio: number;
  /** Lowest and highest per-round ratio. */
  spread: [number, number];
  /** The middle half of the per-round ratios (first and third quartiles). */
  middleHalf: [number, number];
}

/** Milliseconds of CPU this process has used. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Operations per CPU second of `task` over about `ms` milliseconds of CPU (awaited when it returns a promise). */
async function rate(task: Task, ms: number): Promise<number> {
  let count = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 50; i++) await task();
    count += 50;
    elapsed = cpuMs() - start;
  }
  return (count / elapsed) * 1000;
}

/** Runs `anchor` and every task in `rounds` rounds (at least 5) of `sliceMs` each, after a warm-up. */
export async function interleaved<K extends string>(
  anchor: Task,
  tasks: Record<K, Task>,
  { rounds = 9, sliceMs = 250 } = {},
): Promise<{ anchor: Measured } & Record<K, Measured>> {
  const all: [string, Task][] = [['anchor', anchor], ...(Object.entries(tasks) as [string, Task][])];
  // Warm-up of one slice each (300 runs were too few for every task's code to be optimised), the same for all.
  for (const [, task] of all) await rate(task, sliceMs);
  const rates = new Map<string, number[]>(all.map(([name]) => [name, []]));
  for (let round = 0; round < Math.max(5, rounds); round++) {
    for (let i = 0; i < all.length; i++) {
      const [name, task] = all[(i + round) % all.length]!;
      rates.get(name)!.push(await rate(task, sliceMs));
    }
  }
  const anchorRates = rates.get('anchor')!;
  const out: Record<string, Measured> = {};
  for (const [name, values] of rates) {
    const ratios = values.map((value, round) => value / anchorRates[round]!);
    out[name] = {
      perSecond: Math.round(median(values)),
      ratio: +median(ratios).toFixed(3),
      spread: range(ratios).map((ratio) => +ratio.toFixed(3)) as [number, number],
      middleHalf: middleHalf(ratios).map((ratio) => +ratio.toFixed(3)) as [number, number],
    };
  }
  return out as { anchor: Measured } & Record<K, Measured>;
}
