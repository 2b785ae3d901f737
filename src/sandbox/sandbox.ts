/**
 * `createSandbox`: MSW handlers over an in-memory store. Every request is matched to its operation, its
 * signature checked as the platform checks it, the request checked against the contract (as Prism checks
 * it on `npm start`), a scenario queued for it applied, and then answered by the operation's handler: the
 * jobs' handlers first, then the record handlers, else the contract's example (as `@dsm/sdk/msw`).
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { mockedOperations } from '../../generated/msw/operations.js';
import { operations } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/operation-ids.js';
import { exampleReply } from '../msw/handlers.js';
import { OperationMatcher, type OperationMatch } from '../msw/operation-matcher.js';
import { respond } from '../msw/replies.js';
import { refusalEnvelope, requestViolations } from './contract-check/index.js';
import { failureEnvelope, replies, type SandboxContext, type SandboxHandler, type SandboxHandlers } from './context.js';
import { jobHandlers } from './jobs/index.js';
import { recordHandlers } from './operations/index.js';
import { MAX_BODY_BYTES } from './defaults.js';
import { resolveOptions, type SandboxOptions } from './options.js';
import { applyCallScenario, createScenarioQueue, type SandboxScenarios } from './scenarios/index.js';
import { SandboxRefusal } from './refusal.js';
import { createVerifier, signedWith } from './signature/verify.js';
import { demoState } from './demo-data/index.js';
import { createStore, resetStore, type SandboxStore } from './store/index.js';

export type { SandboxOptions } from './options.js';

export interface Sandbox {
  /** For `setupServer(...handlers)` / `setupWorker(...handlers)` or a Node adapter. */
  handlers: HttpHandler[];
  /** Back to the demo data: every record, every job and no scenario queued, as on a fresh start. */
  reset(): void;
  /** The live state: read it in tests, or arrange one (records are frozen: replace them, e.g. `store.contacts.replace(...)`). */
  store: SandboxStore;
  /** QA's outcomes on demand: `scenarios.next({ operationId, failureMessage })` makes the next such call fail, once. */
  scenarios: SandboxScenarios;
}

const TOO_LARGE = `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB.`;
const utf8 = new TextEncoder();

const failure = (failureMessage: string, failureDetail: unknown, status: number) =>
  HttpResponse.json(failureEnvelope(failureMessage, failureDetail, status) as JsonBodyType, { status });

/** The request target as sent: path and query. */
const targetOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { keys, speed, maxSkewSeconds, now, baseUrl, demoContacts } = resolveOptions(options);
  const store = createStore(demoState(demoContacts));
  const scenarios = createScenarioQueue((operationId) => Object.hasOwn(operations, operationId));
  const context: SandboxContext = { store, speed, now, reply: replies, takeScenario: scenarios.takeScenario };
  let handlers: SandboxHandlers = {};
  // Built again on reset, so state the handlers keep (jobs, runs) starts afresh too.
  const build = () => (handlers = { ...recordHandlers(context), ...jobHandlers(context) });
  build();
  const verify = createVerifier({ keys, maxSkewSeconds, now });
  const matcher = new OperationMatcher<OperationId>(operations);
  const matches = new WeakMap<Request, OperationMatch<OperationId> | undefined>();
  const matchOf = (request: Request) => {
    if (!matches.has(request)) matches.set(request, matcher.match(request.method, request.url, baseUrl));
    return matches.get(request);
  };

  /** Never rejects: whatever fails while answering (a handler, a clock, a reply) is a failure envelope. */
  async function answer(request: Request, match: OperationMatch<OperationId>): Promise<Response> {
    try {
      return await answerOrThrow(request, match);
    } catch (error) {
      if (error instanceof SandboxRefusal) return failure(error.message, error.detail, 200);
      return failure(`The sandbox could not answer ${match.operationId}: ${(error as Error)?.message ?? String(error)}`, null, 500);
    }
  }

  async function answerOrThrow(request: Request, { operationId, params }: OperationMatch<OperationId>): Promise<Response> {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return failure(TOO_LARGE, null, 413);
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    if (bodyText.length > MAX_BODY_BYTES / 3 && utf8.encode(bodyText).length > MAX_BODY_BYTES) return failure(TOO_LARGE, null, 413);
    const refusal = await verify(request, operations[operationId], bodyText);
    if (refusal) return failure(refusal.failureMessage, refusal.failureDetail, refusal.status);
    let body: unknown;
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      return failure(`The body of ${request.method} ${new URL(request.url).pathname} is not valid JSON.`, null, 400);
    }
    // As Prism in front of `npm start`: a request that breaks the contract never reaches a handler.
    const contentType = request.headers.get('content-type');
    const violations = requestViolations(operationId, { method: request.method, params, bodyText, body, contentType });
    if (violations.length) return HttpResponse.json(refusalEnvelope(request.method, targetOf(request), violations), { status: 422 });
    const forced = await applyCallScenario(scenarios.takeForCall(operationId), (message) => failure(message, null, 200));
    if (forced) return forced;
    const handler = handlers[operationId] as SandboxHandler<OperationId> | undefined;
    const signer = signedWith(request, operations[operationId], keys);
    const reply = handler ? await handler({ operationId, params, body: body as never, request, signedWith: signer }) : undefined;
    const mocked = mockedOperations[operationId];
    const context = {
      request,
      operationId,
      params,
      example: exampleReply(operationId),
      jsonText: mocked.jsonText,
      wireExample: mocked.reply,
    };
    return await respond(reply ?? { envelope: structuredClone(mocked.reply) as never }, context);
  }

  const handler = http.all(
    ({ request }) => {
      const match = matchOf(request);
      return match ? { matches: true, params: { ...match.params } } : false;
    },
    // Whatever goes wrong (a body that cannot be read, a schema that cannot compile) is answered, never thrown.
    ({ request }) =>
      answer(request, matchOf(request)!).catch((error: unknown) =>
        failure(
          `The sandbox could not answer ${request.method} ${targetOf(request)}: ${(error as Error)?.message ?? String(error)}`,
          null,
          500,
        ),
      ),
  );
  (handler.info as { header: string }).header = 'DSM sandbox (every operation of the contract)';

  return {
    handlers: [handler],
    reset() {
      resetStore(store, createStore(demoState(demoContacts)));
      scenarios.clear();
      build();
    },
    store,
    scenarios: { next: (scenario) => scenarios.next(scenario), clear: () => scenarios.clear() },
  };
}
