/**
 * Sends one operation through the SDK exactly as an application would (`dsm.call`), with a recording
 * fetch that sees the signed request: method, URL, every header and the body bytes that were signed.
 * A dry run signs the request and stops before the network.
 */
import { createDsmClient, isDsmError, type OperationId } from '@dsm/sdk';
import { withCall } from '@dsm/sdk/call';
import { toDsmConfig, type ConnectionSettings } from '../connection/connection-settings';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: [string, string][];
  /** The exact body text sent (and signed); "" when there is none. */
  body: string;
}

export interface RecordedReply {
  status: number;
  statusText: string;
  text: string;
}

export interface CallInputValues {
  path?: Record<string, unknown>;
  body?: unknown;
}

export interface TypedErrorView {
  name: string;
  kind: string;
  message: string;
  status?: number;
}

export type Outcome = { ok: true; result: unknown } | { ok: false; error: TypedErrorView };

export interface Exchange {
  operationId: string;
  request?: RecordedRequest;
  reply?: RecordedReply;
  outcome: Outcome;
}

class DryRunStop extends Error {}

function errorView(error: unknown): TypedErrorView {
  if (isDsmError(error)) {
    const status = (error as { status?: unknown }).status;
    return { name: error.name, kind: error.kind, message: error.message, ...(typeof status === 'number' ? { status } : {}) };
  }
  return { name: 'Error', kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

async function record(request: Request): Promise<RecordedRequest> {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    body: request.body ? await request.clone().text() : '',
  };
}

export async function sendOperation(
  settings: ConnectionSettings,
  operationId: string,
  input: CallInputValues,
  options: { adminKeys: boolean; dryRun?: boolean },
): Promise<Exchange> {
  let request: RecordedRequest | undefined;
  let reply: RecordedReply | undefined;
  // The SDK hands the call's signal in `init`, beside the Request.
  const recordingFetch: typeof fetch = async (info, init) => {
    const outgoing = info instanceof Request ? info : new Request(info, init);
    request = await record(outgoing);
    if (options.dryRun) throw new DryRunStop();
    const response = await fetch(outgoing, init);
    reply = { status: response.status, statusText: response.statusText, text: await response.clone().text() };
    return response;
  };
  const dsm = withCall(createDsmClient(toDsmConfig(settings, recordingFetch)));
  try {
    const call = dsm.call as (id: OperationId, input: CallInputValues, options: { adminKeys: boolean }) => Promise<unknown>;
    const result = await call(operationId as OperationId, input, { adminKeys: options.adminKeys });
    return { operationId, request, reply, outcome: { ok: true, result } };
  } catch (error) {
    return { operationId, request, reply, outcome: { ok: false, error: errorView(error) } };
  }
}

/** Signs the call as `sendOperation` would, without sending it. Undefined when the SDK refused it before signing. */
export async function signWithoutSending(
  settings: ConnectionSettings,
  operationId: string,
  input: CallInputValues,
  options: { adminKeys: boolean },
): Promise<{ request?: RecordedRequest; error?: TypedErrorView }> {
  const exchange = await sendOperation(settings, operationId, input, { ...options, dryRun: true });
  if (exchange.request) return { request: exchange.request };
  return { error: exchange.outcome.ok ? undefined : exchange.outcome.error };
}
