/**
 * One timed start, for bench/start-time.ts: `npm start` (warm, or cold as a fresh clone) until the mock
 * and the docs both answer, and Prism alone until it answers; with the CPU its process tree used.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONSOLE_DIST, ensureConsoleBuilt } from '../scripts/serve/console.js';
import { freePort, startPrism } from '../scripts/serve/prism.js';
import { treeCpuMs } from './process-tree.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const POLL_MS = 50;
const GIVE_UP_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True once the mock gives a real answer: Prism's refusal of an unsigned call, as an envelope. */
async function mockAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/contacts/count`);
    const body = (await response.json()) as { state?: unknown };
    return response.status === 401 && body.state === 1;
  } catch {
    return false;
  }
}

/** The page (warm), or the notice that it is being built (cold). */
async function docsAnswer(url: string, cold = false): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`);
    await response.arrayBuffer();
    return response.status === 200 || (cold && response.status === 503);
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string, deadline: number): Promise<void> {
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what} did not answer within ${GIVE_UP_MS / 1000} s`);
    await sleep(POLL_MS);
  }
}

export interface Timing {
  ms: number;
  cpuMs?: number;
}

/** One `npm start` with free ports: ms until both answer. Stops it (the whole process group) and waits until the mock is gone. */
export async function timeNpmStart(cold = false): Promise<Timing> {
  const [mockPort, docsPort, consolePort] = [await freePort(), await freePort(), await freePort()];
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  const docsUrl = `http://127.0.0.1:${docsPort}`;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true, // its own process group, so the bench can stop npm, tsx and start.ts together
    stdio: 'ignore',
    env: { ...process.env, DSM_MOCK_PORT: String(mockPort), DSM_DOCS_PORT: String(docsPort), DSM_CONSOLE_PORT: String(consolePort) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let timing: Timing;
  try {
    const deadline = started + GIVE_UP_MS;
    await Promise.all([
      until(() => mockAnswers(mockUrl), 'the mock', deadline),
      until(() => docsAnswer(docsUrl, cold), 'the docs', deadline),
    ]);
    timing = { ms: Math.round(performance.now() - started), cpuMs: treeCpuMs(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // start.ts stops Prism (its own process group) on SIGTERM; wait until it has let go of the port.
    const deadline = performance.now() + 15_000;
    while ((await mockAnswers(mockUrl)) && performance.now() <= deadline) await sleep(POLL_MS);
  }
  if (await mockAnswers(mockUrl)) throw new Error(`the mock on ${mockUrl} is still running after npm start was stopped`);
  return timing;
}

export async function timePrismAlone(): Promise<Timing> {
  const started = performance.now();
  const prism = await startPrism(`${root}generated/openapi.json`, await freePort());
  try {
    await until(() => mockAnswers(prism.url), 'Prism', started + GIVE_UP_MS);
    return { ms: Math.round(performance.now() - started), cpuMs: prism.pid === undefined ? undefined : treeCpuMs(prism.pid) };
  } finally {
    await prism.stop();
  }
}

/**
 * What a fresh clone lacks: everything in .cache/ (the docs page, the mock's lean contracts, the compiled
 * start) and the console build; moved aside for one cold run, and put back whatever happens.
 */
const BUILT = [`${root}.cache`, `${root}console/dist`];

export async function timeColdNpmStart(): Promise<Timing> {
  const aside = BUILT.filter((path) => existsSync(path));
  for (const path of aside) renameSync(path, `${path}.bench-aside`);
  try {
    return await timeNpmStart(true);
  } finally {
    for (const path of aside) {
      rmSync(path, { recursive: true, force: true }); // what the cold run began to build
      renameSync(`${path}.bench-aside`, path);
    }
  }
}

/**
 * Waits until the docs page and its script (and their compressed forms) are in the cache and the console is
 * built from the current sources: a warm start finds them. A stale console would be rebuilt beside the mock
 * by every timed start (each is stopped before that build ends), so it is built here first.
 */
export async function warmUp(): Promise<void> {
  await ensureConsoleBuilt(CONSOLE_DIST, 'stale');
  await timeNpmStart();
  const deadline = performance.now() + GIVE_UP_MS;
  while (servedFiles().some((file) => !existsSync(`${file}.br`)) && performance.now() < deadline) {
    const child = spawn(process.execPath, ['--import', 'tsx', `${root}scripts/docs/compressed-page.ts`, ...servedFiles()], {
      cwd: root,
      stdio: 'ignore',
    });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
/** The cached page and the assets beside it. */
const servedFiles = () => [
  ...readdirSync(`${root}.cache/docs`)
    .filter((name) => /^[0-9a-f]{64}\.html$/.test(name))
    .map((name) => `${root}.cache/docs/${name}`),
  ...readdirSync(`${root}.cache/docs/assets`)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `${root}.cache/docs/assets/${name}`),
];
