/**
 * The servers bench/mock-throughput.ts loads: `npm start` with the static or sandbox mock, and the
 * anchors beside it (Prism's mock alone; `prism proxy` alone in front of the sandbox in a process of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, startPrism, type RunningMock } from '../scripts/serve/prism.js';
import { runLoad } from './load.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CONTRACT = `${root}generated/openapi.json`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    await runLoad({ url, count: 1, connections: 1 });
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 180_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not answer within 180 s`);
    await sleep(200);
  }
}

function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    if (group) process.kill(-child.pid!, 'SIGTERM');
    else child.kill('SIGTERM');
  });
}

/**
 * `npm start` with the given mock (and further DSM_* settings) on free ports, once its mock answers and its docs page and console are served: no
 * build under way (a console whose sources changed is rebuilt before it listens, beside the mock, in its process).
 */
export async function startNpmStart(mock: 'static' | 'sandbox', settings: Record<string, string> = {}): Promise<Server> {
  const [mockPort, docsPort, consolePort] = [await freePort(), await freePort(), await freePort()];
  const env = {
    ...process.env,
    ...settings,
    DSM_MOCK: mock,
    DSM_MOCK_PORT: String(mockPort),
    DSM_DOCS_PORT: String(docsPort),
    DSM_CONSOLE_PORT: String(consolePort),
  };
  const child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: 'ignore', env });
  const server = { url: `http://127.0.0.1:${mockPort}`, pid: child.pid!, stop: () => stopChild(child, true) };
  try {
    await until(() => answers(server.url), `npm start (${mock})`);
    const served = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status === 200;
    await until(served(docsPort), 'the docs page');
    await until(served(consolePort), 'the console');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export function asServer(prism: RunningMock, extra?: () => Promise<void>): Server {
  return { url: prism.url, pid: prism.pid!, stop: async () => (await prism.stop(), await extra?.()) };
}

/**
 * The anchors' Prism logs at its default level, as when run alone, but to where nothing reads it: the bench's
 * load generator runs in this process and must not spend time on one side's log (the subject's Prism is quiet).
 */
const ALONE = { discardOutput: true };

/** `prism mock --errors` alone. */
export const startPrismAlone = async (): Promise<Server> => asServer(await startPrism(CONTRACT, await freePort(), ALONE));

/** `prism proxy --errors` alone in front of the sandbox, which runs in a process of its own. */
export async function startPrismProxyAlone(): Promise<Server> {
  const sandboxPort = await freePort();
  const sandbox = spawn(process.execPath, ['--import', 'tsx', `${root}bench/sandbox-server.ts`, String(sandboxPort)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => (sandbox.stdout!.once('data', resolve), sandbox.once('exit', reject)));
  const prism = await startPrism(CONTRACT, await freePort(), { ...ALONE, upstream: `http://127.0.0.1:${sandboxPort}` });
  return asServer(prism, () => stopChild(sandbox, false));
}
