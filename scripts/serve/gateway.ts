/**
 * `npm start` against a real server (DSM_UPSTREAM): the front proxy (envelope-proxy.ts) → a hop that records
 * Prism's verdicts (recorder-hop.ts) → Prism as a validating proxy (its contract without security: callers are
 * unsigned) → the signing forwarder (forwarder-server.ts) → the real server. Every request and every reply is
 * checked against the contract; violations go to the report (contract-report.ts), whose summary is printed on stop.
 */
import { ContractReport } from './contract-report.js';
import { startErrorProxy } from './envelope-proxy.js';
import { startForwarderServer } from './forwarder-server.js';
import { gatewayContractFile } from './gateway-contract.js';
import type { GatewaySettings } from './gateway-settings.js';
import { OriginalRequests } from './original-requests.js';
import { freePort, startPrism, type RunningMock } from './prism.js';
import { startRecorderHop } from './recorder-hop.js';

export interface RunningGateway extends RunningMock {
  readonly report: ContractReport;
}

export interface GatewayOptions {
  portVariable?: string;
  /** Where violations and the summary are printed (default: console.warn and console.log). */
  print?: (line: string) => void;
}

export async function startGateway(
  bundleFile: string,
  port: number,
  settings: GatewaySettings,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of [...stops].reverse()) await stop().catch(() => undefined);
  };
  try {
    const report = new ContractReport(settings.reportFile, options.print);
    const originals = new OriginalRequests();
    const forwarder = await startForwarderServer(
      { target: settings.upstream, keys: settings.keys, ...(settings.allow ? { allow: settings.allow } : {}) },
      originals,
    );
    stops.push(forwarder.stop);
    const prism = await startPrism(gatewayContractFile(bundleFile), await freePort(), { quiet: true, upstream: forwarder.url });
    stops.push(prism.stop);
    const hop = await startRecorderHop(prism.port, report);
    stops.push(hop.stop);
    // The hop prints each violation with its operation; the front proxy's own report would repeat it.
    const front = await startErrorProxy(hop.port, port, {
      portVariable: options.portVariable,
      originals,
      report: () => undefined,
      answerer: 'server',
    });
    stops.push(front.close);
    let stopped = false;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      report,
      ...(prism.died ? { died: prism.died } : {}),
      stop: async () => {
        if (!stopped) (options.print ?? console.log)(report.summary());
        stopped = true;
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
