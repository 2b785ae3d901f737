/**
 * `createSandbox`: MSW handlers over an in-memory store. Every request is matched to its operation,
 * its signature checked as the platform checks it, and then answered by the operation's handler: the
 * jobs' handlers first, then the record handlers, else the contract's example (as `@dsm/sdk/msw`).
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { mockedOperations } from '../../generated/msw/operations.js';
import { operations } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/routes.js';
import { exampleReply } from '../msw/handlers.js';
import { OperationMatcher, type OperationMatch } from '../msw/operation-matcher.js';
import { respond } from '../msw/replies.js';
import { failureEnvelope, replies, type SandboxContext, type SandboxHandler, type SandboxHandlers } from './context.js';
import { jobHandlers } from './jobs/index.js';
import { recordHandlers } from './operations/index.js';
import { resolveOptions, type SandboxOptions } from './options.js';
import { SandboxRefusal } from './refusal.js';
import { createVerifier } from './signature/verify.js';
import { demoState } from './demo-data/index.js';
import { createStore, resetStore, type SandboxStore } from './store/index.js';

export type { SandboxOptions } from './options.js';

export interface Sandbox {
  /** For `setupServer(...handlers)` / `setupWorker(...handlers)` or a Node adapter. */
  handlers: HttpHandler[];
  /** Back to the demo data: every record, and every job, as on a fresh start. */
  reset(): void;
  /** The live state: read it in tests, or arrange one (records are frozen: replace them, e.g. `store.contacts.replace(...)`). */
  store: SandboxStore;
}

const failure = (failureMessage: string, failureDetail: unknown, status: number) =>
  HttpResponse.json(failureEnvelope(failureMessage, failureDetail, status) as JsonBodyType, { status });

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { keys, speed, maxSkewSeconds, now, baseUrl, demoContacts } = resolveOptions(options);
  const store = createStore(demoState(demoContacts));
  const context: SandboxContext = { store, speed, now, reply: replies };
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

  async function answer(request: Request, { operationId, params }: OperationMatch<OperationId>): Promise<Response> {
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const refusal = verify(request, operations[operationId], bodyText);
    if (refusal) return failure(refusal.failureMessage, refusal.failureDetail, refusal.status);
    let body: unknown;
    try {
      body = bodyText === '' ? undefined : JSON.parse(bodyText);
    } catch {
      return failure(`The body of ${request.method} ${new URL(request.url).pathname} is not valid JSON.`, null, 400);
    }
    const handler = handlers[operationId] as SandboxHandler<OperationId> | undefined;
    try {
      const reply = handler ? await handler({ operationId, params, body: body as never, request }) : undefined;
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
    } catch (error) {
      if (error instanceof SandboxRefusal) return failure(error.message, error.detail, 200);
      return failure(`The sandbox could not answer ${operationId}: ${(error as Error).message}`, null, 500);
    }
  }

  const handler = http.all(
    ({ request }) => {
      const match = matchOf(request);
      return match ? { matches: true, params: { ...match.params } } : false;
    },
    ({ request }) => answer(request, matchOf(request)!),
  );
  (handler.info as { header: string }).header = 'DSM sandbox (every operation of the contract)';

  return {
    handlers: [handler],
    reset() {
      resetStore(store, createStore(demoState(demoContacts)));
      build();
    },
    store,
  };
}
