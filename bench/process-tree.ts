/** What a process and all its descendants use, read from /proc (Linux; undefined elsewhere). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may contain spaces): state ppid ... utime(11) stime cutime cstime. */
const statFields = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');

/** A process and all its descendants now (Linux; empty elsewhere). */
export function treePids(rootPid: number): number[] {
  if (!existsSync('/proc/self/stat')) return [];
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(statFields(Number(entry))[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree: number[] = [];
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    if (!parents.has(pid)) continue;
    tree.push(pid);
    for (const [child, parent] of parents) if (parent === pid) pending.push(child);
  }
  return tree;
}

/**
 * CPU ms (user + system, with waited-for children) used so far by these processes; undefined off Linux. Reading
 * a list found once (`treePids`) costs a few file reads, little enough to do every 1,000 replies under load.
 */
export function cpuMsOf(pids: readonly number[]): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const pid of pids) {
    try {
      ticks += statFields(pid)
        .slice(11, 15)
        .reduce((sum, value) => sum + Number(value), 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round((ticks * 1000) / CLOCK_TICKS_PER_SECOND);
}

/** CPU ms used so far by a process and all its descendants; undefined off Linux. */
export const treeCpuMs = (rootPid: number): number | undefined => cpuMsOf(treePids(rootPid));

/** Resident memory (MB) of these processes (Linux; undefined elsewhere). */
export function rssMbOf(pids: readonly number[]): number | undefined {
  if (!existsSync('/proc/self/status')) return undefined;
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}
