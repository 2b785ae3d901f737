/**
 * The mock that `npm start` and the tests use, behind the proxy that checks requests first and answers
 * refusals with the platform's failure envelope (scripts/serve/envelope-proxy.ts):
 *   - static: Prism mocks the contract from its examples;
 *   - handlers: Prism in proxy mode validates requests and replies of a server answering with MSW
 *     handlers (the sandbox, or `dsmHandlers()`), on a private loopback port.
 */
import type { RequestHandler } from 'msw';
import { startErrorProxy } from './serve/envelope-proxy.js';
import { startMswServer } from './serve/msw-http.js';
import { OriginalRequests } from './serve/original-requests.js';
import { freePort, startPrism, type RunningMock } from './prism.js';

export { startErrorProxy } from './serve/envelope-proxy.js';

const HOST = '127.0.0.1';

export interface MockOptions {
  /** Echo Prism's log. */
  log?: boolean;
  /** The environment variable that sets `port`, named when the port is taken. */
  portVariable?: string;
  /** Serve these handlers behind Prism's validation instead of Prism's own mock. */
  handlers?: () => readonly RequestHandler[];
  /** Where replies that break the contract are reported (default: console.warn). */
  report?: (line: string) => void;
}

export async function startMock(contractFile: string, port: number, options: MockOptions = {}): Promise<RunningMock> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of [...stops].reverse()) await stop();
  };
  try {
    const originals = options.handlers ? new OriginalRequests() : undefined;
    let upstream: string | undefined;
    if (options.handlers) {
      const handlersServer = await startMswServer({ handlers: options.handlers, port: 0, originals });
      stops.push(handlersServer.stop);
      upstream = handlersServer.url;
    }
    const prism = await startPrism(contractFile, await freePort(), { log: options.log, upstream });
    stops.push(prism.stop);
    const proxy = await startErrorProxy(prism.port, port, { portVariable: options.portVariable, originals, report: options.report });
    stops.push(proxy.close);
    return { url: `http://${HOST}:${port}`, port, died: prism.died, stop: stopAll };
  } catch (error) {
    await stopAll(); // e.g. the port is taken: leave no Prism behind
    throw error;
  }
}
