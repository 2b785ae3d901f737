/**
 * `npm start`: serves on loopback
 *   - the mock of the bundled contract (DSM_MOCK_PORT, default 4010): Prism behind the proxy that
 *     answers its refusals with the platform's envelope (scripts/mock-server.ts)
 *   - the Redoc reference docs (DSM_DOCS_PORT, default 4011)
 *   - the React console, connected to the mock (DSM_CONSOLE_PORT, default 4012)
 * and prints the addresses. It regenerates generated/ only when the generator's inputs changed
 * (scripts/generated-stamp.ts) and rebuilds the docs page only when what it is made from changed
 * (scripts/docs-server.ts); the mock and the docs start side by side. Ctrl+C stops everything.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startConsole } from './console.js';
import { startDocs } from './docs-server.js';
import { isFresh } from './generated-stamp.js';
import { startMock } from './mock-server.js';

const started = performance.now();
const root = fileURLToPath(new URL('..', import.meta.url));
const mockPort = Number(process.env.DSM_MOCK_PORT ?? 4010);
const docsPort = Number(process.env.DSM_DOCS_PORT ?? 4011);
const consolePort = Number(process.env.DSM_CONSOLE_PORT ?? 4012);
const bundleFile = `${root}generated/openapi.json`;

if (isFresh()) {
  console.log('generated/ is up to date with the contract: not regenerating.');
} else {
  console.log('The contract or the generator changed: regenerating generated/ ...');
  execFileSync(process.execPath, ['--import', 'tsx', `${root}scripts/generate.ts`], { cwd: root, stdio: 'inherit' });
}

// Whatever is running when a stop signal comes is stopped, also if the other server is still starting.
const running: { stop(): Promise<void> }[] = [];
const track = <T extends { stop(): Promise<void> }>(server: T): T => (running.push(server), server);
const shutdown = async () => {
  await Promise.all(running.map((server) => server.stop()));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

const [mock, docs] = await Promise.all([startMock(bundleFile, mockPort).then(track), startDocs(bundleFile, docsPort).then(track)]);
const mockReady = performance.now();
// The console comes after the mock and the docs; it is rebuilt only when its sources or the SDK changed.
const consoleApp = track(await startConsole({ port: consolePort, mockUrl: mock.url, rebuild: 'stale' }));

console.log(`
  Mock server (Prism):  ${mock.url}      e.g. curl ${mock.url}/api/smartcampaign/login -X POST -H 'Content-Type: application/json' -d '{"login":"jane.doe","password":"S3cret!"}'
  Reference docs:       ${docs.url}/   (contract: ${docs.url}/openapi.json${docs.built ? '; page rebuilt' : ''})
  Console:              ${consoleApp.url}/   (API explorer: ${consoleApp.url}/#/explorer; connected to the mock)

  SDK against the mock: createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: ${mock.port}, publicKey, privateKey })
  Mock and docs ready in ${(Math.round(mockReady - started) / 1000).toFixed(1)} s, console in ${(Math.round(performance.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.
`);
