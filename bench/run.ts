/**
 * `npm run bench`: what the SDK costs, measured (never asserted in tests).
 *   1. signatures: a cold signer per request against the CryptoJS chain, a warm one against node:crypto (bench/signing.ts),
 *      and the same in chromium on WebCrypto and @noble/hashes beside the CryptoJS chain in the page (bench/signing-browser.ts)
 *   2. calls through `call()`, the generated functions and `raw` vs bare openapi-fetch, same stub fetch (bench/call-overhead.ts)
 *   3. what an application loads at start with one hook (and three) and the client, split and as one file (gzip;
 *      test/size holds the budgets), and the whole hooks index beside hey-api's on the same contract (bench/peer-size.ts)
 * Figures against an anchor are measured interleaved in the same run (bench/interleaved.ts): the median ratio of
 * at least 5 rounds with the middle half of its rounds, and the load average at start and end.
 *   4. the wall time of `npm run generate` and of a full type-check, to follow the contract's growth
 *   5. the time `npm start` needs on a warm checkout until mock and docs answer (bench/start-time.ts)
 *   6. the console's initial JavaScript and first contact row (bench/console.ts)
 *   7. what the SDK adds to an application's type-check: apps with and without it (bench/type-check.ts)
 *   8. a 50-row contact query against the stateful sandbox, beside static MSW handlers (bench/sandbox-query.ts), and
 *      over 100,000 contacts beside SQLite in memory on the same rows (bench/sandbox-sqlite.ts); at that size, the
 *      time the demo data takes to build and what `npm start` holds in memory, beside the default size (bench/sandbox-size.ts)
 *   9. requests per second behind `npm start` (static and sandbox) beside Prism alone, and over 10,000
 *      requests (bench/mock-throughput.ts)
 *  10. the docs page's transfer size and the time until its search answers (bench/docs-search.ts)
 * Results print as a table and are written to bench/results.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { operations as routes } from '../generated/operations/index.js';
import { BUDGETS, initialBundleSize, ONE_HOOK_APP, THREE_HOOKS_APP } from './bundle-size.js';
import { benchCallOverhead } from './call-overhead.js';
import { benchConsole } from './console.js';
import { benchPeerSize } from './peer-size.js';
import { benchDocsSearch } from './docs-search.js';
import { benchMockThroughput } from './mock-throughput.js';
import { mockThroughputTable } from './mock-throughput-table.js';
import { benchSandboxQuery } from './sandbox-query.js';
import { benchSandboxSize } from './sandbox-size.js';
import { benchSandboxSqlite } from './sandbox-sqlite.js';
import { benchSigning } from './signing.js';
import { benchSigningInBrowser } from './signing-browser.js';
import { measureStartTime } from './start-time.js';
import { measureTypeCheck } from './type-check.js';
import { typeCheckTable } from './type-check-table.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.argv.includes('--quick');
// `--keep-slow`: sections 1-3 and 8 run in full; 4-7, 9 and 10 keep their figures from the last bench/results.json.
const keepSlow = process.argv.includes('--keep-slow');
const previous = keepSlow ? (JSON.parse(readFileSync(`${root}bench/results.json`, 'utf8')) as Record<string, never>) : {};
const skipSlow = quick || keepSlow;
const loadAtStart = loadavg()[0]!;

function wallTime(command: string, args: string[]): number {
  const start = performance.now();
  execFileSync(command, args, { cwd: root, stdio: 'ignore' });
  return Math.round(performance.now() - start);
}

// 1. Signatures: cold (a new signer each) against the CryptoJS chain, warm against node:crypto on the same cached chain.
const signing = await benchSigning(quick ? { rounds: 5, sliceMs: 80 } : {});
// 1b. The same in chromium, as a browser signs: on WebCrypto, or on @noble/hashes where a page has no WebCrypto.
const signingInBrowser = await benchSigningInBrowser(quick ? 3 : 7);

// 2. Whole stack vs bare openapi-fetch, same stub fetch, interleaved in the same run.
const calls = await benchCallOverhead(quick ? { rounds: 5, sliceMs: 100 } : {});

// 3. What an application loads at start: one hook (and three) with the client, as test/size checks,
// with code splitting and as a single file; and the whole hooks index beside hey-api's on the same contract.
const bytes = async (source: string, options?: { firstCall?: boolean; splitting?: boolean }) => {
  const { minifiedBytes, gzipBytes } = await initialBundleSize(source, options);
  return { minifiedBytes, gzipBytes };
};
const bundleSizes = {
  oneHook: await bytes(ONE_HOOK_APP),
  threeHooks: await bytes(THREE_HOOKS_APP),
  oneHookFirstCall: await bytes(ONE_HOOK_APP, { firstCall: true }),
  oneHookSingleFile: await bytes(ONE_HOOK_APP, { splitting: false }),
  threeHooksSingleFile: await bytes(THREE_HOOKS_APP, { splitting: false }),
  budgets: BUDGETS,
};
const peerSize = await benchPeerSize();

// 4. Generation and type-check time
const generateMs = skipSlow ? previous.generateMs : wallTime(process.execPath, ['--import', 'tsx', 'scripts/generate/generate.ts']);
const typecheckMs = skipSlow ? previous.typecheckMs : wallTime(`${root}node_modules/.bin/tsc`, ['-p', 'tsconfig.json']);

// 5. Start time of `npm start` (after generate above, so generated/ is fresh and the start is warm)
const startTime: Awaited<ReturnType<typeof measureStartTime>> | undefined = skipSlow ? previous.startTime : await measureStartTime();

// 6. The console: its initial JavaScript (gzip) and the time from navigation to the first contact row.
const consoleBench: Awaited<ReturnType<typeof benchConsole>> | undefined = skipSlow ? previous.console : await benchConsole();
// 6b. The same at a platform account's size: 100,000 contacts in the sandbox.
const consoleAtVolume: Awaited<ReturnType<typeof benchConsole>> | undefined = skipSlow
  ? previous.consoleAt100000Contacts
  : await benchConsole({ contacts: 100_000 });

// 7. Type-check of apps with and without the SDK (builds the package first, as applications install it).
const typeCheck: ReturnType<typeof measureTypeCheck> | undefined = skipSlow ? previous.typeCheck : measureTypeCheck();

// 8. One 50-row contact query (a where, an order) through the SDK: the sandbox vs static MSW handlers.
const sandboxQuery = await benchSandboxQuery();
// 8b. The same kind of query over 100,000 contacts: the sandbox's engine beside SQLite in memory on the same rows.
const sandboxSqlite = await benchSandboxSqlite(quick ? { rounds: 5, sliceMs: 200 } : {});
if ('skipped' in sandboxSqlite) console.log(sandboxSqlite.skipped);
// 8c. At that size: how long the demo data takes to build, and what `npm start` holds in memory, beside the default size.
const sandboxSize: Awaited<ReturnType<typeof benchSandboxSize>> | undefined = skipSlow
  ? previous.sandboxAtVolume
  : await benchSandboxSize();

// 9. The mock under load: `npm start` beside Prism alone, and whether it decays over 10,000 requests.
const mockThroughput: Awaited<ReturnType<typeof benchMockThroughput>> | undefined = skipSlow
  ? previous.mockThroughput
  : await benchMockThroughput();

// 10. The docs page: bytes on the wire and the time until its search answers.
const docsSearch: Awaited<ReturnType<typeof benchDocsSearch>> | undefined = skipSlow ? previous.docsSearch : await benchDocsSearch();

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  operations: Object.keys(routes).length,
  loadAverage: { atStart: +loadAtStart.toFixed(2), atEnd: undefined as number | undefined },
  signing,
  signingInBrowser,
  calls,
  appBundleBytes: bundleSizes,
  peerSize,
  generateMs,
  typecheckMs,
  startTime,
  console: consoleBench,
  consoleAt100000Contacts: consoleAtVolume,
  typeCheck,
  sandboxContactQuery: sandboxQuery,
  sandboxVsSqlite: sandboxSqlite,
  sandboxAtVolume: sandboxSize,
  mockThroughput,
  docsSearch,
};

results.loadAverage.atEnd = +loadavg()[0]!.toFixed(2);
/** A median ratio with the middle half of its rounds (the whole range in results recorded before that was kept). */
const spread = (m: { ratio: number; spread: [number, number]; middleHalf?: [number, number] }) =>
  `${m.ratio} (${(m.middleHalf ?? m.spread).join('-')})`;
console.log(
  `load average ${results.loadAverage.atStart} at start, ${results.loadAverage.atEnd} at end; ratios are medians (middle half of the rounds)`,
);
console.table({
  'signatures/s, cold signer': signing.cold.sdk.perSecond,
  'cold vs CryptoJS chain (target 6)': spread(signing.cold.sdk),
  'cold vs node:crypto': `${+(signing.cold.sdk.ratio / signing.cold.nodeCrypto.ratio).toFixed(3)}`,
  "cold, as a browser signs (WebCrypto, Node's) vs CryptoJS chain": spread(signing.cold.sdkBrowser),
  "cold, on an application's SHA-256 (@noble/hashes) vs CryptoJS chain": spread(signing.cold.sdkNoble),
  'in chromium vs its CryptoJS chain: cold on WebCrypto / cold on @noble/hashes / warm on WebCrypto': signingInBrowser
    ? `${signingInBrowser.ratio.webCryptoCold} / ${signingInBrowser.ratio.nobleCold} / ${signingInBrowser.ratio.webCryptoWarm}`
    : 'skipped (no chromium)',
  'signatures/s, warm signer': signing.warm.sdk.perSecond,
  'warm vs node:crypto, same cached chain': spread(signing.warm.sdk),
  'first 1,000 signatures (ms): SDK / CryptoJS / node:crypto': `${signing.first1000Ms.sdkCold} / ${signing.first1000Ms.cryptoJsCold} / ${signing.first1000Ms.nodeCryptoCold}`,
  'bare openapi-fetch GET/s': calls.get.anchor.perSecond,
  'GET call() / function / raw vs bare (target 0.6)': `${spread(calls.get.signedCall)} / ${spread(calls.get.signedFunction)} / ${spread(calls.get.signedRaw)}`,
  'GET unsigned call() vs bare (target 0.8)': spread(calls.get.unsignedCall),
  'bare openapi-fetch POST/s': calls.post.anchor.perSecond,
  'POST call() / function / raw vs bare (target 0.6)': `${spread(calls.post.signedCall)} / ${spread(calls.post.signedFunction)} / ${spread(calls.post.signedRaw)}`,
  'POST unsigned call() vs bare (target 0.8)': spread(calls.post.unsignedCall),
  'app start, one hook + client (gzip bytes)': bundleSizes.oneHook.gzipBytes,
  'first signed call, one hook + client + signer (gzip bytes)': bundleSizes.oneHookFirstCall.gzipBytes,
  'app start, three hooks + client (gzip bytes)': bundleSizes.threeHooks.gzipBytes,
  'one hook + client, single file (gzip bytes)': bundleSizes.oneHookSingleFile.gzipBytes,
  'whole hooks index + client at start (gzip bytes)': peerSize.oursWholeIndexAtStart.gzipBytes,
  'whole hooks index + client, single file (gzip bytes)': peerSize.oursWholeIndexSingleFile.gzipBytes,
  [`${peerSize.peer}: whole index (gzip bytes)`]: peerSize.peerWholeIndex.gzipBytes,
  'ours / peer, at start and single file (target 1.2)': `${peerSize.ratioAtStart} / ${peerSize.ratioSingleFile}`,
  'console initial JS (gzip bytes)': consoleBench?.initialJsGzipBytes,
  'console: navigation to first contact row (median ms)': consoleBench?.firstContactRowMs?.median,
  'console: first row / first contentful paint (median)': consoleBench?.rowToPaint?.median,
  'console, 100,000 contacts: first row / first contentful paint (median)': consoleAtVolume?.rowToPaint?.median,
  'docs: page and contract transfer bytes (brotli)': docsSearch?.transferBytes ?? 'skipped',
  'docs: navigation to first search result (median ms)': docsSearch?.searchResultMs.median ?? 'skipped',
  'docs: navigation to first paint (median ms)': docsSearch?.firstContentfulPaintMs?.median ?? 'skipped',
  'docs: navigation to the search box, to its index built (median ms)': docsSearch?.indexReadyMs
    ? `${docsSearch.searchShownMs.median} / ${docsSearch.indexReadyMs.median} (Redoc alone ${docsSearch.oneOperationAnchor.searchShownMs.median} / ${docsSearch.oneOperationAnchor.indexReadyMs.median})`
    : 'skipped',
  'docs: the same page over one operation, Redoc alone (median ms, anchor)':
    docsSearch?.oneOperationAnchor?.searchResultMs.median ?? 'skipped',
  'docs: search result, page / one-operation page': docsSearch?.oneOperationAnchor?.ratio ?? 'skipped',
  'sandbox: 50-row contact query (median ms)': sandboxQuery.sandbox.medianMs,
  'static MSW: same query (median ms, anchor)': sandboxQuery.staticMswAnchor.medianMs,
  '100,000 contacts, 2 wheres + 1 order, page of 50: sandbox / SQLite (ms per query)':
    'skipped' in sandboxSqlite ? 'skipped' : `${sandboxSqlite.sandboxMsPerQuery} / ${sandboxSqlite.sqliteMsPerQuery}`,
  '100,000 contacts: demo data built, ms (median; target 2,000) / at 1,200 contacts (anchor)': sandboxSize
    ? `${sandboxSize.buildMs.median} / ${sandboxSize.defaultBuildMs.median}`
    : 'skipped',
  '100,000 contacts: npm start, all its processes, MB (target 800) / at 1,200 contacts (anchor)': sandboxSize
    ? `${sandboxSize.npmStartRssMb ?? 'n/a'} / ${sandboxSize.defaultNpmStartRssMb ?? 'n/a'}`
    : 'skipped',
  'npm run generate (ms)': generateMs ?? 'skipped',
  'full type-check (ms)': typecheckMs ?? 'skipped',
  'npm start until mock and docs answer (median ms)': startTime?.npmStartMs ?? 'skipped',
  'Prism alone until it answers (median ms)': startTime?.prismAloneMs ?? 'skipped',
  'cold npm start until mock and docs answer (median ms)': startTime?.coldNpmStartMs ?? 'skipped',
  'npm start, CPU used until then (median ms)': startTime?.npmStartCpuMs ?? 'skipped',
});
if (typeCheck) console.table(typeCheckTable(typeCheck));
if (mockThroughput) console.table(mockThroughputTable(mockThroughput));
if (!quick) writeFileSync(`${root}bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
