/**
 * The mock that `npm start` and the tests use, behind the proxy that checks requests first and answers
 * refusals with the platform's failure envelope (scripts/serve/envelope-proxy.ts):
 *   - static: Prism mocks the contract from its examples;
 *   - handlers: Prism in proxy mode validates requests and replies of a server answering with MSW
 *     handlers (the sandbox, or `dsmHandlers()`), on a private loopback port.
 */
import type { RequestHandler } from 'msw';
import { startErrorProxy } from './envelope-proxy.js';
import { takeEarlyPrism } from './early-prism.js';
import { mockContractFile } from './mock-contract.js';
import { OriginalRequests } from './original-requests.js';
import { freePort, startPrism, type RunningMock } from './prism.js';
import type { ControlSource } from './sandbox-control.js';

export { startErrorProxy } from './envelope-proxy.js';

const HOST = '127.0.0.1';

/** The handlers, read again for each request. */
export type HandlersSource = () => readonly RequestHandler[];

export interface MockOptions {
  /** Echo Prism's log. */
  log?: boolean;
  /** The environment variable that sets `port`, named when the port is taken. */
  portVariable?: string;
  /** Serve these handlers behind Prism's validation instead of Prism's own mock (they may still be loading). */
  handlers?: HandlersSource | Promise<HandlersSource>;
  /** Like `handlers`, loaded only once Prism answers (loading would share the CPU with Prism's start, the longest). */
  loadHandlers?: () => Promise<HandlersSource>;
  /** Where replies that break the contract are reported (default: console.warn). */
  report?: (line: string) => void;
  /** The sandbox `/__sandbox/` requests drive (scripts/serve/sandbox-control.ts). */
  control?: ControlSource;
}

export async function startMock(contractFile: string, port: number, options: MockOptions = {}): Promise<RunningMock> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of [...stops].reverse()) await stop();
  };
  try {
    const proxied = options.handlers !== undefined || options.loadHandlers !== undefined;
    const originals = proxied ? new OriginalRequests() : undefined;
    const leanContract = mockContractFile(contractFile, proxied ? 'proxy' : 'mock');
    // `npm start` may have spawned Prism before TypeScript loaded (scripts/serve/start.mjs); it is quiet, so it is
    // taken only when its log is not wanted.
    const early = options.log ? undefined : takeEarlyPrism(leanContract, proxied, contractFile);
    const upstreamPort = early ? early.upstreamPort : proxied ? await freePort() : undefined;
    const prismPort = early?.port ?? (await freePort());
    // Prism does not call its upstream before a request: the server behind it need only listen meanwhile.
    const prismStarting = startPrism(early?.contractFile ?? leanContract, prismPort, {
      log: options.log,
      quiet: !options.log, // its log is not shown: only warnings and errors are kept, for a report if it stops
      upstream: upstreamPort === undefined ? undefined : `http://${HOST}:${upstreamPort}`,
      adopt: early?.child,
    });
    // Loading the sandbox takes hundreds of ms of CPU that Prism's start would share: it is loaded once Prism
    // answers. The server behind Prism listens at once and holds a request until the handlers are there.
    const { loadHandlers } = options;
    const handlers = loadHandlers ? prismStarting.then(() => loadHandlers()) : options.handlers;
    const [handlersServer, prism] = await Promise.allSettled([
      handlers && startHandlersServer(handlers, upstreamPort!, originals),
      prismStarting,
    ]);
    if (handlersServer.status === 'fulfilled' && handlersServer.value) stops.push(handlersServer.value.stop);
    if (prism.status === 'fulfilled') stops.push(prism.value.stop);
    if (handlersServer.status === 'rejected') throw handlersServer.reason;
    if (prism.status === 'rejected') throw prism.reason;
    const proxy = await startErrorProxy(prism.value.port, port, {
      portVariable: options.portVariable,
      originals,
      report: options.report,
      control: options.control,
      contractFile,
    });
    stops.push(proxy.close);
    const died = handlers ? Promise.race([failureOf(handlers), ...(prism.value.died ? [prism.value.died] : [])]) : prism.value.died;
    return { url: `http://${HOST}:${port}`, port, died, stop: stopAll };
  } catch (error) {
    await stopAll(); // e.g. the port is taken: leave no Prism behind
    throw error;
  }
}

/** msw is loaded only for this mock (Prism's static mock needs none of it). */
async function startHandlersServer(
  source: HandlersSource | Promise<HandlersSource>,
  port: number,
  originals: OriginalRequests | undefined,
) {
  const { startMswServer } = await import('./msw-http.js');
  return startMswServer({ handlers: source, port, originals });
}

/** Settles with why the handlers could not be loaded, if they cannot (the mock then stops as if it had died). */
const failureOf = (handlers: HandlersSource | Promise<HandlersSource>) =>
  Promise.resolve(handlers).then(
    () => new Promise<string>(() => undefined),
    (error: unknown) => `The mock's handlers could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
  );
