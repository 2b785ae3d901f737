/**
 * `npm start`: serves on loopback
 *   - the mock (DSM_MOCK_PORT, default 4010), behind the proxy that checks requests and answers refusals
 *     with the platform's envelope: by default the sandbox behind Prism's validation, with
 *     DSM_MOCK=static Prism's own mock of the contract (scripts/serve/mock-server.ts)
 *   - the Redoc reference docs (DSM_DOCS_PORT, default 4011)
 *   - the React console, connected to the mock (DSM_CONSOLE_PORT, default 4012)
 * and prints the addresses. It regenerates generated/ only when the generator's inputs changed
 * (scripts/generate/generated-stamp.ts) and builds the docs page only when what it is made from changed, after
 * the mock answers (scripts/serve/docs-server.ts). Ctrl+C stops everything; so does any server failing
 * (scripts/serve/supervisor.ts), with exit code 1. The sandbox takes scenarios and resets over HTTP
 * (scripts/serve/sandbox-control.ts).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startMock } from './mock-server.js';
import type { RunningMock } from './prism.js';
import { assertPortsFree } from './http-guard.js';
import { mockKind, sandboxSettings, startSandbox } from './mock-choice.js';
import { portsFromEnv } from './ports.js';
import { Supervisor } from './supervisor.js';
import { gatewaySettings } from './gateway-settings.js';

const started = performance.now();
const root = fileURLToPath(new URL('../..', import.meta.url));
const bundleFile = `${root}generated/openapi.json`;
const supervisor = new Supervisor();

try {
  const ports = portsFromEnv(process.env);
  // DSM_UPSTREAM: Prism and the signing forwarder in front of a real server instead of a mock (scripts/serve/gateway.ts).
  const gateway = gatewaySettings(process.env);
  const kind = gateway ? undefined : mockKind(process.env.DSM_MOCK);
  const settings = kind === 'sandbox' ? sandboxSettings(process.env) : undefined;
  // Before anything starts, so a second `npm start` says which port is taken and leaves nothing behind.
  await assertPortsFree([ports.mock, ports.docs, ports.console]);

  // Prism's start is the longest: it began in start.mjs before TypeScript loaded (adopted here), or begins
  // now, before the rest of this script is even loaded, on the committed bundle; in the rare case
  // generated/ must be remade, it starts again on the new one.
  // The sandbox is loaded once Prism answers (the loading would share the CPU with Prism's start); the console
  // and the banner once the mock answers.
  // One sandbox for the run: a mock started again after regenerating serves (and `/__sandbox/` drives) the same one.
  let sandboxLoading: ReturnType<typeof startSandbox> | undefined;
  const loadSandbox = settings && (() => (sandboxLoading ??= startSandbox(settings)));
  const loadHandlers = loadSandbox && (() => loadSandbox().then((sandbox) => sandbox.handlers));
  const control = loadSandbox && (() => loadSandbox().then((sandbox) => sandbox.control));
  const startTheMock = (): Promise<RunningMock> =>
    gateway
      ? import('./gateway.js').then(({ startGateway }) =>
          startGateway(bundleFile, ports.mock.port, gateway, { portVariable: ports.mock.variable }),
        )
      : startMock(bundleFile, ports.mock.port, { portVariable: ports.mock.variable, loadHandlers, control });
  let mockStarting: Promise<RunningMock> = startTheMock();
  mockStarting.catch(() => undefined); // its failure is reported where it is awaited, below
  const [{ isFresh }, { startDocs }] = await Promise.all([import('../generate/generated-stamp.js'), import('./docs-server.js')]);
  if (isFresh()) {
    console.log('generated/ is up to date with the contract: not regenerating.');
  } else {
    console.log('The contract or the generator changed: regenerating generated/ ...');
    await mockStarting.then(
      (mock) => mock.stop(),
      () => undefined, // the old bundle may be what Prism could not read
    );
    execFileSync(process.execPath, ['--import', 'tsx', `${root}scripts/generate/generate.ts`], { cwd: root, stdio: 'inherit' });
    mockStarting = startTheMock();
  }
  mockStarting = mockStarting.then((mock) => supervisor.track(mock));
  // The docs server listens at once; a page that must be built is built once the mock answers.
  const docs = supervisor.track(
    await startDocs(bundleFile, ports.docs.port, {
      portVariable: ports.docs.variable,
      buildAfter: mockStarting.catch(() => undefined),
      signal: supervisor.abort.signal,
    }),
  );
  const mock = await mockStarting;
  const mockReady = performance.now();
  // Loaded once the mock answers: nothing the mock's first answer needs.
  const [{ startConsole }, { printBanner }] = await Promise.all([import('./console.js'), import('./banner.js')]);
  // The console is rebuilt only when its sources or the SDK changed.
  const consoleApp = supervisor.track(
    await startConsole({
      port: ports.console.port,
      portVariable: ports.console.variable,
      mockUrl: mock.url,
      keys: settings?.keys,
      proxy: Boolean(gateway),
      rebuild: 'stale',
    }),
  );
  if (gateway) {
    const { printGatewayBanner } = await import('./gateway-banner.js');
    printGatewayBanner({ settings: gateway, gateway: mock as import('./gateway.js').RunningGateway, docs, consoleApp });
  } else
    printBanner({
      sandbox: settings,
      mock,
      docs,
      consoleApp,
      mockReadyMs: mockReady - started,
      consoleReadyMs: performance.now() - started,
    });
  // The banner said where the page stood; a build still under way reports its end, a failed one why.
  if (['building', 'failed'].includes(docs.pageState())) {
    docs.page.then(
      () => console.log(`Reference docs page built: ${docs.url}/`),
      (error: Error) =>
        !supervisor.isStopping &&
        console.error(`The reference docs page could not be built (the mock and the console keep running): ${error.message}`),
    );
  }
} catch (error) {
  await supervisor.fail(error instanceof Error ? error.message : String(error));
}
