/** Starts a Prism mock of a bundled contract on loopback and resolves once it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface RunningMock {
  url: string;
  port: number;
  /** Prism's process id, where the mock is Prism itself (for measuring it). */
  pid?: number;
  stop(): Promise<void>;
}

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrism(contractFile: string, port: number, options: { log?: boolean } = {}): Promise<RunningMock> {
  const child = spawn(
    `${root}node_modules/.bin/prism`,
    // --errors: a request that violates the contract gets an error reply instead of a best-effort answer.
    ['mock', '--host', '127.0.0.1', '--port', String(port), '--errors', contractFile],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (options.log) process.stdout.write(text);
      output += text;
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid, stop: () => stopProcess(child) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM'); // the whole group: prism spawns workers
    } catch {
      child.kill('SIGTERM');
    }
  });
}
