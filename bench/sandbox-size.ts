/**
 * The sandbox at a platform account's size, beside its default of 1,200 contacts: how long building the demo data
 * takes (`createSandbox({ demo: { contacts } })` builds it at once; the store bundled as an application ships it, in
 * a fresh Node process each time, as `npm start` builds it: the median of 3 each), and the resident memory of
 * `npm start`'s whole process tree with the sandbox mock and DSM_SANDBOX_CONTACTS=100000, once it answers, beside the
 * same at the default size (Linux only), both after a start that built whatever had changed.
 *   npx tsx bench/sandbox-size.ts     this entry alone, recorded in bench/results.json
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startNpmStart } from './mock-servers.js';
import { rssMbOf, treePids } from './process-tree.js';
import { CONTACTS } from './sandbox-sqlite.js';
import { withShippedFile } from './shipped.js';
import { median } from './stats.js';

const BUILDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SandboxSizeResult {
  contacts: number;
  /** Building the demo data and its store, ms: at `contacts`, and at the default size (the anchor). */
  buildMs: { median: number; runs: number[] };
  defaultBuildMs: { median: number; runs: number[] };
  /** `npm start`'s processes, resident MB: with `contacts` contacts, and at the default size (the anchor). */
  npmStartRssMb: number | undefined;
  defaultNpmStartRssMb: number | undefined;
  target: { buildMs: number; npmStartRssMb: number };
}

/** A script that builds the store of `process.argv[2]` contacts (the default when empty) and prints the ms it took. */
const TIMED_BUILD = `
import { createStore } from './src/sandbox/store/index.ts';
import { demoState } from './src/sandbox/demo-data/index.ts';
const contacts = process.argv[2] ? Number(process.argv[2]) : undefined;
const started = performance.now();
createStore(demoState(contacts));
console.log(Math.round(performance.now() - started));
`;

async function buildTimes(contacts: number | undefined): Promise<{ median: number; runs: number[] }> {
  const runs = await withShippedFile(TIMED_BUILD, (script) =>
    Array.from({ length: BUILDS }, () => {
      const run = spawnSync(process.execPath, [script, contacts === undefined ? '' : String(contacts)], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`the timed build failed: ${run.stderr}`);
      return Number(run.stdout.trim());
    }),
  );
  return { median: median(runs), runs };
}

/** The resident memory of `npm start` with the sandbox, once it answers and has settled for a moment. */
async function npmStartRss(settings: Record<string, string>): Promise<number | undefined> {
  const server = await startNpmStart('sandbox', settings);
  try {
    await sleep(2000);
    return rssMbOf(treePids(server.pid));
  } finally {
    await server.stop();
  }
}

export async function benchSandboxSize(contacts = CONTACTS): Promise<SandboxSizeResult> {
  // A start that builds what changed (the console and the docs page, each in a process of its own): the two measured
  // starts find everything built, as a second start of the day does, and measure the servers alone.
  await (await startNpmStart('sandbox')).stop();
  return {
    contacts,
    buildMs: await buildTimes(contacts),
    defaultBuildMs: await buildTimes(undefined),
    npmStartRssMb: await npmStartRss({ DSM_SANDBOX_CONTACTS: String(contacts) }),
    defaultNpmStartRssMb: await npmStartRss({}),
    target: { buildMs: 2000, npmStartRssMb: 800 },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchSandboxSize();
  console.log(JSON.stringify(result));
  const resultsFile = fileURLToPath(new URL('results.json', import.meta.url));
  const results = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, sandboxAtVolume: result }, null, 2)}\n`);
}
