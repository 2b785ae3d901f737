/**
 * A small HTTP load generator for the mock benches: `count` signed GET requests over `connections`
 * keep-alive connections (node:http), each reply read whole and checked. Requests are signed as the
 * platform's client signs them (a fresh signature per second, as the SDK's signer caches), for the
 * host the server is asked by.
 */
import { Agent, request } from 'node:http';
import { SANDBOX_DEMO_KEYS } from '../src/sandbox/defaults.js';
import { RequestSigner } from '../src/signing/signer.js';

export interface LoadOptions {
  /** Where to send, e.g. http://127.0.0.1:4130 */
  url: string;
  /** The host name the request is signed for (default: the url's, as the sandbox checks it, without the port). */
  signedHost?: string;
  path?: string;
  count: number;
  connections: number;
  /** Checks each reply; a reply it refuses fails the run. */
  accept?: (status: number, body: string) => boolean;
  /**
   * The server's CPU ms so far (e.g. its process tree's), read when the run starts and after every 1,000th reply:
   * what each 1,000 replies cost the server, which the machine's other load moves far less than their wall time.
   */
  serverCpuMs?: () => number | undefined;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests per second over the first and the last 1,000 replies (by completion), when count ≥ 2,000. */
  firstThousandPerSecond?: number;
  lastThousandPerSecond?: number;
  /** The server's CPU ms over the first and the last 1,000 replies, with `serverCpuMs` and count ≥ 2,000. */
  firstThousandServerCpuMs?: number;
  lastThousandServerCpuMs?: number;
  /** Each 1,000 replies in turn (count ≥ 2,000): requests per second, and the server's CPU ms with `serverCpuMs`. */
  thousands?: { perSecond: number[]; serverCpuMs?: number[] };
  elapsedMs: number;
}

const THOUSAND = 1000;

const STALL_MS = 30_000;

/** An accepted reply: any 2xx JSON envelope that says state 0. */
export const acceptsSuccessEnvelope = (status: number, body: string) =>
  status === 200 && body.startsWith('{') && body.includes('"state":0');

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const path = options.path ?? '/api/contacts/count';
  const signer = new RequestSigner(SANDBOX_DEMO_KEYS, { host: options.signedHost ?? target.hostname });
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const accept = options.accept ?? acceptsSuccessEnvelope;
  const done: number[] = new Array(options.count);
  let sent = 0;
  let finished = 0;
  const one = async () => {
    const headers = await signer.sign({ method: 'GET', signedPath: path, body: '', instant: new Date() });
    return new Promise<void>((resolve, reject) => {
      const outgoing = request({ host: target.hostname, port: target.port, path, method: 'GET', agent, headers }, (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (body += chunk));
        reply.on('end', () => {
          done[finished++] = performance.now();
          if (cpuAt && finished % THOUSAND === 0) cpuAt.push(options.serverCpuMs!());
          if (accept(reply.statusCode ?? 0, body)) resolve();
          else reject(new Error(`${options.url}${path} answered ${reply.statusCode}: ${body.slice(0, 300)}`));
        });
        reply.on('error', reject);
      });
      outgoing.setTimeout(STALL_MS, () => outgoing.destroy(new Error(`no answer within ${STALL_MS / 1000} s`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  };
  const worker = async () => {
    while (sent < options.count) {
      sent++;
      await one();
    }
  };
  // The server's CPU time before the first request and after every 1,000th reply.
  const cpuAt = options.serverCpuMs && options.count >= 2 * THOUSAND ? [options.serverCpuMs()] : undefined;
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  const elapsedMs = performance.now() - started;
  const result: LoadResult = { requestsPerSecond: Math.round((options.count / elapsedMs) * 1000), elapsedMs: Math.round(elapsedMs) };
  if (options.count >= 2 * THOUSAND) {
    const blocks = Math.floor(options.count / THOUSAND);
    const at = (block: number) => (block === 0 ? started : done[block * THOUSAND - 1]!); // the end of the first `block` thousands
    const perSecond = Array.from({ length: blocks }, (_, block) => Math.round((THOUSAND * 1000) / (at(block + 1) - at(block))));
    result.firstThousandPerSecond = perSecond[0];
    result.lastThousandPerSecond = Math.round(1_000_000 / (done[options.count - 1]! - done[options.count - 1 - THOUSAND]!));
    result.thousands = { perSecond };
    if (cpuAt?.every((ms) => ms !== undefined)) {
      const serverCpuMs = cpuAt.slice(1).map((ms, block) => ms! - cpuAt[block]!);
      result.thousands.serverCpuMs = serverCpuMs;
      result.firstThousandServerCpuMs = serverCpuMs[0];
      // The last 1,000 replies: the last whole block when count is a multiple of 1,000.
      if (options.count % THOUSAND === 0) result.lastThousandServerCpuMs = serverCpuMs.at(-1);
    }
  }
  return result;
}
