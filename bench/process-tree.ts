/** What a process and all its descendants use, read from /proc (Linux; undefined elsewhere). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** CPU ms (user + system, with waited-for children) used so far by a process and all its descendants; undefined off Linux. */
export function treeCpuMs(rootPid: number): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which may contain spaces: state ppid ... utime(14) stime cutime cstime.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.ppid === pid) pending.push(child);
  }
  return Math.round((ticks * 1000) / CLOCK_TICKS_PER_SECOND);
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory (MB) of a process and all its descendants (Linux; undefined elsewhere). */
export function treeRssMb(rootPid: number): number | undefined {
  if (!existsSync('/proc/self/status')) return undefined;
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(
        Number(entry),
        Number(
          readFileSync(`/proc/${entry}/stat`, 'utf8')
            .replace(/^.*\) /, '')
            .split(' ')[1],
        ),
      );
    } catch {
      // ended meanwhile
    }
  }
  let kb = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
    for (const [child, parent] of parents) if (parent === pid) pending.push(child);
  }
  return Math.round(kb / 1024);
}
