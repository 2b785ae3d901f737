/**
 * The sandbox's control endpoints on `npm start`'s mock, for browser tests in any language: answered by the
 * front proxy itself, so Prism never sees these paths and nothing is signed.
 *   POST   /__sandbox/scenarios   queue a scenario (the JSON of `sandbox.scenarios.next()`)
 *   DELETE /__sandbox/scenarios   forget every queued scenario
 *   POST   /__sandbox/reset       back to the demo data, no scenario queued
 * Only a loopback client, addressing the mock by a loopback name, from no page or a loopback page's origin:
 * a web page elsewhere cannot reset or script the sandbox.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxScenarios } from '../../src/sandbox/scenarios/index.js';

export const CONTROL_PREFIX = '/__sandbox/';

/** What the endpoints drive: a sandbox (`createSandbox()`'s `scenarios` and `reset`). */
export interface SandboxControl {
  scenarios: SandboxScenarios;
  reset(): void;
}

/** The control as the proxy gets it: there, still loading, or absent (Prism's static mock has none). */
export type ControlSource = () => Promise<SandboxControl | undefined>;

type Run = (control: SandboxControl, body: unknown) => void;
const ROUTES: Record<string, Record<string, Run>> = {
  scenarios: { POST: (control, body) => control.scenarios.next(body as never), DELETE: (control) => control.scenarios.clear() },
  reset: { POST: (control) => control.reset() },
};

const LOOPBACK_ADDRESS = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d{1,5})?$/i;
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d{1,5})?$/i;

export const isControlPath = (target: string | undefined): boolean => target?.startsWith(CONTROL_PREFIX) === true;

/** Why this request may not drive the sandbox, or null. */
function outsider(request: IncomingMessage): string | null {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) return 'The sandbox control answers loopback clients only.';
  if (!LOOPBACK_HOST.test(request.headers.host ?? '')) return 'The sandbox control answers requests addressed to a loopback host only.';
  const { origin } = request.headers;
  if (origin !== undefined && !LOOPBACK_ORIGIN.test(origin)) return 'The sandbox control answers pages on loopback origins only.';
  return null;
}

/** Answers a request to a control path (see `isControlPath`), its body already read. */
export async function answerControl(
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
  source: ControlSource,
): Promise<void> {
  const refusal = outsider(request);
  if (refusal) return send(response, 403, failure(refusal));
  const name = (request.url ?? '').slice(CONTROL_PREFIX.length).split('?', 1)[0]!;
  const route = Object.hasOwn(ROUTES, name) ? ROUTES[name]! : undefined;
  if (!route) return send(response, 404, failure(`There is no sandbox control ${request.method} ${request.url}.`));
  const run = Object.hasOwn(route, request.method ?? '') ? route[request.method!] : undefined;
  if (!run)
    return send(response, 405, failure(`The sandbox control ${request.url} answers ${Object.keys(route).join(', ')}.`), Object.keys(route));
  const control = await source();
  if (!control) return send(response, 404, failure('This mock has no sandbox to control (DSM_MOCK=static).'));
  let input: unknown;
  try {
    input = body.length ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    return send(response, 400, failure(`The body of ${request.method} ${request.url} is not valid JSON.`));
  }
  try {
    run(control, input);
  } catch (error) {
    return send(response, 400, failure(error instanceof Error ? error.message : String(error)));
  }
  send(response, 200, { state: 0, responseObject: true, failureMessage: null, failureDetail: null });
}

const failure = (failureMessage: string) => ({ state: 1, responseObject: null, failureMessage, failureDetail: null });

function send(response: ServerResponse, status: number, envelope: object, allow?: string[]): void {
  const text = JSON.stringify(envelope);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  };
  if (allow) headers.Allow = allow.join(', ');
  response.writeHead(status, headers).end(text);
}
