/**
 * A build step in a child process of its own process group, so that stopping it (abort, or this
 * process exiting) also stops whatever it started in turn (the docs build runs Redocly).
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { LogLines } from './log-lines.js';

export interface GroupOptions {
  cwd: string;
  signal?: AbortSignal;
  /** Niceness (0-19): higher yields the CPU to the servers. */
  priority?: number;
}

/** Runs `command` to its end; rejects with the last lines of its error output if it fails or is stopped. */
export function runInGroup(command: string, args: string[], options: GroupOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new Error(`${command} was stopped before it started`));
    const child = spawn(command, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    const stderr = new LogLines(undefined, 10);
    child.stderr!.setEncoding('utf8').on('data', (text: string) => stderr.push(text));
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already ended
      }
    };
    if (child.pid !== undefined && options.priority) {
      try {
        setPriority(child.pid, options.priority);
      } catch {
        // not permitted here: it runs at normal priority
      }
    }
    process.once('exit', stop);
    options.signal?.addEventListener('abort', stop, { once: true });
    child.once('error', (error) => reject(error));
    child.once('exit', (code, signal) => {
      process.off('exit', stop);
      options.signal?.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}${stderr.tail() ? `:\n${stderr.tail()}` : ''}`));
    });
  });
}
