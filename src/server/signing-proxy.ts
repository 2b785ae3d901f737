/**
 * `createSigningProxy(options)`: a handler `(request: Request) => Promise<Response>` that takes an unsigned
 * request for an operation of the contract under its mount path, checks it as the SDK checks a call (the
 * operation by method and path, its path values and body, the contract's own checks), signs it for the
 * platform exactly as the SDK does (`transport/signed-fetch.ts`: the host, path and body as sent) and
 * forwards it there, never following a redirect, within a time limit. The platform's reply comes back as it
 * came; every refusal of its own is the platform's failure envelope. The handler never throws and never
 * logs; no reply of its own carries a key.
 */
import { DsmValidationError } from '../errors.js';
import { SentBody } from '../transport/body.js';
import { withDeadline } from '../transport/deadline.js';
import { guardedFetch } from '../transport/destination.js';
import { forwardRequest } from '../transport/forward.js';
import { checkRequest } from '../transport/request-checks.js';
import { bodyAsksForAdminKeys } from '../signing/admin-keys.js';
import { signedFetch } from '../transport/signed-fetch.js';
import { proxySettings, type ProxySettings, type SigningProxyOptions } from './proxy-settings.js';
import { failureReply, passedOn, refusal } from './replies.js';
import { readBodyText } from './request-body.js';
import { designerKey, readDesigner, type DesignerFacts } from './designer.js';
import { route, type ContractOperation } from './routes.js';

/** Answers one request: the platform's reply, or a refusal as the platform's failure envelope. Never rejects. */
export type SigningProxy = (request: Request) => Promise<Response>;

const isRequest = (value: unknown): value is Request =>
  typeof (value as Request | null)?.url === 'string' && typeof (value as Request).method === 'string';

/** Throws a `DsmConfigError` for options it cannot work with (when it is made, before any request). */
export function createSigningProxy(options: SigningProxyOptions): SigningProxy {
  const settings = proxySettings(options);
  const guarded = guardedFetch(settings.fetch, settings.target.baseUrl);
  const plain = signedFetch(settings.signing, settings.target, guarded);
  // One signer per designer context (it is part of the chain), kept for the per-second cache; a few at most.
  const designers = new Map<string, Send>();
  const sendFor: SendFor = (designer) => {
    if (!designer) return plain;
    const key = designerKey(designer);
    let send = designers.get(key);
    if (!send) {
      if (designers.size >= 64) designers.clear();
      designers.set(key, (send = signedFetch({ ...settings.signing, designer }, settings.target, guarded)));
    }
    return send;
  };
  const forward = (request: Request) => handle(request, settings, sendFor);
  return async (request) => {
    if (!isRequest(request)) return refusal(400, 'The forwarder takes a Request.');
    try {
      return await forward(request);
    } catch {
      // Its cause may hold anything: it is not passed on.
      return refusal(500, 'The forwarder failed on this request.');
    }
  };
}

type Send = ReturnType<typeof signedFetch>;
type SendFor = (designer: DesignerFacts | null) => Send;

async function handle(request: Request, settings: ProxySettings, sendFor: SendFor): Promise<Response> {
  const { method } = request;
  const { pathname } = new URL(request.url);
  const apiPath = pathname.startsWith(`${settings.basePath}/`) ? pathname.slice(settings.basePath.length) : '';
  const shown = `${method} ${apiPath || pathname}`;
  if (/[?#]/.test(request.url)) return refusal(400, `The platform's operations take no query string: ${shown}.`);
  const routed = apiPath.startsWith('/api/') ? route(method, apiPath) : undefined;
  if (!routed) return refusal(404, `There is no operation ${shown}.`);
  if ('methods' in routed) return refusal(405, `There is no operation ${shown}.`, null, { Allow: routed.methods.join(', ') });
  const { found, params } = routed;
  const { operation } = found;
  if (!settings.allowed(found)) return refusal(403, `${operation.id} is not let through by this forwarder.`, { operationId: operation.id });

  const read = await readBodyText(request);
  if (!('text' in read)) return refusal(read.status, read.failureMessage);
  const body = new SentBody(read.text);
  const problem = checked(found, params, body, shown);
  if (problem) return problem;

  const adminKeys = !operation.unsigned && (found.adminOnly || bodyAsksForAdminKeys(operation.adminFlag, body.text, () => body.value));
  if (adminKeys && !settings.hasAdminKeys)
    return refusal(403, `${operation.id} is signed with the admin keys, which this forwarder does not hold.`, {
      operationId: operation.id,
    });
  // An unsigned operation carries no signing header, so no designer one either.
  const named = operation.unsigned ? { designer: null } : readDesigner(request.headers);
  if ('failureMessage' in named) return refusal(400, named.failureMessage, { operationId: operation.id });
  const { designer } = named;
  if (designer && !settings.designer)
    return refusal(403, `${operation.id} asks for designer mode, which this forwarder does not sign.`, { operationId: operation.id });
  const refused = await authorized(request, settings, { operationId: operation.id, tag: found.tag, adminKeys, designer });
  if (refused) return refused;

  const outgoing = forwardRequest(settings.target.baseUrl + apiPath, method, read.text);
  request.headers.forEach((value, name) => settings.forwardHeaders.has(name) && outgoing.headers.append(name, value));
  const cookies = settings.forwardHeaders.has('cookie');
  try {
    return await withDeadline(
      async (init) => {
        const reply = await sendFor(designer)(outgoing, { operation, adminKeys, body }, init);
        return passedOn(reply, await reply.arrayBuffer(), cookies);
      },
      { timeout: settings.timeout, signal: request.signal },
    );
  } catch (error) {
    return failureReply(error, operation.id);
  }
}

/** The contract's checks of the call, in the SDK's words: a refusal, or undefined when it may be sent. */
function checked(found: ContractOperation, params: Readonly<Record<string, string>>, body: SentBody, shown: string): Response | undefined {
  let value: unknown;
  try {
    value = body.value;
  } catch {
    return refusal(400, `The body of ${shown} is not valid JSON.`);
  }
  try {
    checkRequest(found.operation, params, body, value);
  } catch (error) {
    if (!(error instanceof DsmValidationError)) throw error;
    return refusal(422, `The request does not match the contract of ${shown}: ${error.message}`, { operationId: found.operation.id });
  }
  return undefined;
}

/** The application's verdict on the caller: undefined to go on, else the reply. A check that fails refuses. */
async function authorized(request: Request, settings: ProxySettings, call: Parameters<NonNullable<ProxySettings['authorize']>>[1]) {
  if (!settings.authorize) return undefined;
  let verdict: unknown;
  try {
    verdict = await settings.authorize(request, call);
  } catch {
    verdict = false;
  }
  if (verdict instanceof Response) return verdict;
  return verdict === true ? undefined : refusal(403, `The caller may not call ${call.operationId}.`, { operationId: call.operationId });
}
