/**
 * `npm run bench`: what the SDK costs, measured (never asserted in tests).
 *   1. signatures per second (warm signer with its per-second cache, and a cold signer per request)
 *   2. a signed call through the whole stack vs bare openapi-fetch, both against the same stub fetch
 *   3. what an application loads at start with one hook (and three) and the client (gzip; test/size holds the budgets)
 *   4. the wall time of `npm run generate` and of a full type-check, to follow the contract's growth
 *   5. the time `npm start` needs on a warm checkout until mock and docs answer (bench/start-time.ts)
 *   6. the console's initial JavaScript and first contact row (bench/console.ts)
 *   7. what the SDK adds to an application's type-check: apps with and without it (bench/type-check.ts)
 *   8. a 50-row contact query against the stateful sandbox, beside static MSW handlers (bench/sandbox-query.ts)
 *   9. requests per second behind `npm start` (static and sandbox) beside Prism alone, and over 10,000
 *      requests (bench/mock-throughput.ts)
 *  10. the docs page's transfer size and the time until its search answers (bench/docs-search.ts)
 * Results print as a table and are written to bench/results.json.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import { operations as routes } from '../generated/operations/index.js';
import { createDsmClient } from '../src/client.js';
import { RequestSigner } from '../src/signing/signer.js';
import { BUDGETS, initialBundleSize, ONE_HOOK_APP, THREE_HOOKS_APP } from './bundle-size.js';
import { benchConsole } from './console.js';
import { benchDocsSearch } from './docs-search.js';
import { benchMockThroughput, mockThroughputTable } from './mock-throughput.js';
import { benchSandboxQuery } from './sandbox-query.js';
import { measureStartTime } from './start-time.js';
import { measureTypeCheck, typeCheckTable } from './type-check.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
const loadAverageAtStart = +loadavg()[0]!.toFixed(2);

/** Runs `task` repeatedly for about `ms` milliseconds (after a warm-up) and returns operations per second. */
async function opsPerSecond(task: () => unknown | Promise<unknown>, ms = quick ? 300 : 2000): Promise<number> {
  for (let i = 0; i < 200; i++) await task();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 100; i++) await task();
    count += 100;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
}

function wallTime(command: string, args: string[]): number {
  const start = performance.now();
  execFileSync(command, args, { cwd: root, stdio: 'ignore' });
  return Math.round(performance.now() - start);
}

const keys = { publicKey: 'pub-bench', privateKey: 'priv-bench-0123456789' };
const body = JSON.stringify({
  size: 50,
  start: 0,
  columns: [{ columnName: '*' }],
  orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }],
  wheres: [],
});

// 1. Signatures
const warmSigner = new RequestSigner(keys, { host: 'demo.example.com' });
let n = 0;
const warmSignatures = await opsPerSecond(() =>
  warmSigner.sign({ method: 'POST', signedPath: `/api/contacts/get/${n++ % 1000}`, body, instant: new Date() }),
);
const coldSignatures = await opsPerSecond(() =>
  new RequestSigner(keys, { host: 'demo.example.com' }).sign({
    method: 'POST',
    signedPath: '/api/contacts/get',
    body,
    instant: new Date(),
  }),
);

// 2. Whole stack vs bare openapi-fetch, same stub fetch (a fresh envelope reply each time).
const replyText = JSON.stringify({ state: 0, responseObject: 1284, failureMessage: null, failureDetail: null });
const stubFetch = (async () => new Response(replyText, { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
const bare = createClient<paths>({ baseUrl: 'https://demo.example.com', fetch: stubFetch });
const sdk = createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: stubFetch });
const bareGet = await opsPerSecond(() => bare.GET('/api/contacts/count'));
const signedGet = await opsPerSecond(() => sdk.call('contactsCount'));
const query = JSON.parse(body);
const barePost = await opsPerSecond(() => bare.POST('/api/contacts/get', { body: query }));
const signedPost = await opsPerSecond(() => sdk.call('contactsGet', { body: query }));

// 3. What an application loads at start: one hook (and three) with the client, as test/size checks.
const bundleSizes = {
  oneHook: await initialBundleSize(ONE_HOOK_APP),
  threeHooks: await initialBundleSize(THREE_HOOKS_APP),
  oneHookFirstCall: await initialBundleSize(ONE_HOOK_APP, { firstCall: true }),
  budgets: BUDGETS,
};

// 4. Generation and type-check time
const generateMs = quick ? undefined : wallTime(process.execPath, ['--import', 'tsx', 'scripts/generate.ts']);
const typecheckMs = quick ? undefined : wallTime(`${root}node_modules/.bin/tsc`, ['-p', 'tsconfig.json']);

// 5. Start time of `npm start` (after generate above, so generated/ is fresh and the start is warm)
const startTime = quick ? undefined : await measureStartTime();

// 6. The console: its initial JavaScript (gzip) and the time from navigation to the first contact row.
const consoleBench = quick ? undefined : await benchConsole();

// 7. Type-check of apps with and without the SDK (builds the package first, as applications install it).
const typeCheck = quick ? undefined : measureTypeCheck();

// 8. One 50-row contact query (a where, an order) through the SDK: the sandbox vs static MSW handlers.
const sandboxQuery = await benchSandboxQuery();

// 9. The mock under load: `npm start` beside Prism alone, and whether it decays over 10,000 requests.
const mockThroughput = quick ? undefined : await benchMockThroughput();

// 10. The docs page: bytes on the wire and the time until its search answers.
const docsSearch = quick ? undefined : await benchDocsSearch();

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverage: { atStart: loadAverageAtStart, atEnd: +loadavg()[0]!.toFixed(2) },
  operations: Object.keys(routes).length,
  signaturesPerSecond: { warm: Math.round(warmSignatures), cold: Math.round(coldSignatures) },
  callsPerSecond: {
    bareOpenapiFetchGet: Math.round(bareGet),
    signedSdkGet: Math.round(signedGet),
    bareOpenapiFetchPost: Math.round(barePost),
    signedSdkPost: Math.round(signedPost),
  },
  signedToBareRatio: { get: +(signedGet / bareGet).toFixed(3), post: +(signedPost / barePost).toFixed(3), target: 0.3 },
  appBundleBytes: bundleSizes,
  generateMs,
  typecheckMs,
  startTime,
  console: consoleBench,
  typeCheck,
  sandboxContactQuery: sandboxQuery,
  mockThroughput,
  docsSearch,
};

console.table({
  'signatures/s (warm, cached chain)': results.signaturesPerSecond.warm,
  'signatures/s (cold signer)': results.signaturesPerSecond.cold,
  'bare openapi-fetch GET/s': results.callsPerSecond.bareOpenapiFetchGet,
  'signed SDK call GET/s': results.callsPerSecond.signedSdkGet,
  'bare openapi-fetch POST/s': results.callsPerSecond.bareOpenapiFetchPost,
  'signed SDK call POST/s': results.callsPerSecond.signedSdkPost,
  'signed/bare GET': results.signedToBareRatio.get,
  'signed/bare POST': results.signedToBareRatio.post,
  'app start, one hook + client (gzip bytes)': bundleSizes.oneHook.gzipBytes,
  'first signed call, one hook + client + signer (gzip bytes)': bundleSizes.oneHookFirstCall.gzipBytes,
  'app start, three hooks + client (gzip bytes)': bundleSizes.threeHooks.gzipBytes,
  'console initial JS (gzip bytes)': consoleBench?.initialJsGzipBytes,
  'console: navigation to first contact row (median ms)': consoleBench?.firstContactRowMs?.median,
  'console: first row / first contentful paint (median)': consoleBench?.rowToPaint?.median,
  'docs: transfer bytes (brotli)': docsSearch?.transferBytes ?? 'skipped',
  'docs: navigation to first search result (median ms)': docsSearch?.searchResultMs.median ?? 'skipped',
  'sandbox: 50-row contact query (median ms)': sandboxQuery.sandbox.medianMs,
  'static MSW: same query (median ms, anchor)': sandboxQuery.staticMswAnchor.medianMs,
  'npm run generate (ms)': generateMs ?? 'skipped',
  'full type-check (ms)': typecheckMs ?? 'skipped',
  'npm start until mock and docs answer (median ms)': startTime?.npmStartMs ?? 'skipped',
  'Prism alone until it answers (median ms)': startTime?.prismAloneMs ?? 'skipped',
  'cold npm start until mock and docs answer (median ms)': startTime?.coldNpmStartMs ?? 'skipped',
  'npm start, CPU used until then (median ms)': startTime?.npmStartCpuMs ?? 'skipped',
});
if (typeCheck) console.table(typeCheckTable(typeCheck));
if (mockThroughput) console.table(mockThroughputTable(mockThroughput));
const ok = results.signedToBareRatio.get >= 0.3 && results.signedToBareRatio.post >= 0.3;
console.log(
  `signed call keeps ${Math.round(results.signedToBareRatio.get * 100)}% (GET) / ${Math.round(results.signedToBareRatio.post * 100)}% (POST) of bare openapi-fetch throughput: ${ok ? 'meets' : 'MISSES'} the 30% target`,
);
if (!quick) writeFileSync(`${root}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
