/**
 * `createSandbox`: MSW handlers over an in-memory store. Every request is matched to its operation,
 * its signature checked as the platform checks it, and then answered by the operation's handler: the
 * jobs' handlers first, then the record handlers, else the contract's example.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { mockedOperations } from '../../generated/msw/operations.js';
import { operations } from '../../generated/operations/index.js';
import type { OperationId } from '../../generated/routes.js';
import { OperationMatcher, type OperationMatch } from '../msw/operation-matcher.js';
import { respond } from '../msw/replies.js';
import { replies, type SandboxContext, type SandboxHandler, type SandboxHandlers, type SandboxReply } from './context.js';
import { DEFAULT_MAX_SKEW_SECONDS, DEFAULT_SPEED, SANDBOX_DEMO_KEYS, type SandboxKeys } from './defaults.js';
import { jobHandlers } from './jobs/index.js';
import { recordHandlers } from './operations/index.js';
import { SandboxRefusal } from './refusal.js';
import { createVerifier } from './signature/verify.js';
import { createStore, resetStore, type SandboxStore } from './store/index.js';

export interface SandboxOptions {
  /** The key pairs requests must be signed with; each one missing is the demo key (`SANDBOX_DEMO_KEYS`). */
  keys?: Partial<SandboxKeys>;
  /** Job pace: 1 (default) the platform's, 10 ten times as fast, `Infinity` done at once. */
  speed?: number;
  /** How far `X-DSM-Time` may lie from the sandbox's clock (default 300); 0: no time check. */
  maxSkewSeconds?: number;
  /** The sandbox's clock (default: the system clock). */
  now?: () => Date;
  /** `https://host[:port][/directory]`: answer only below it; by default any origin, from the first `/api/`. */
  baseUrl?: string;
}

export interface Sandbox {
  /** For `setupServer(...handlers)` / `setupWorker(...handlers)` or a Node adapter. */
  handlers: HttpHandler[];
  /** Back to the seed state: every record, and every job, as on a fresh start. */
  reset(): void;
  /** The live state; read it in tests, change it to arrange one. */
  store: SandboxStore;
}

const failure = (failureMessage: string, failureDetail: unknown, status: number) =>
  HttpResponse.json({ state: 1, responseObject: null, failureMessage, failureDetail }, { status });

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const keys: SandboxKeys = { ...SANDBOX_DEMO_KEYS, ...definedOnly(options.keys ?? {}) };
  const now = options.now ?? (() => new Date());
  const store = createStore();
  const context: SandboxContext = { store, speed: options.speed ?? DEFAULT_SPEED, now, reply: replies };
  let handlers: SandboxHandlers = {};
  const build = () => (handlers = { ...recordHandlers(context), ...jobHandlers(context) });
  build();
  const verify = createVerifier({ keys, maxSkewSeconds: options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS, now });
  const matcher = new OperationMatcher<OperationId>(operations);
  const matches = new WeakMap<Request, OperationMatch<OperationId> | undefined>();
  const matchOf = (request: Request) => {
    if (!matches.has(request)) matches.set(request, matcher.match(request.method, request.url, options.baseUrl));
    return matches.get(request);
  };

  const handler = http.all(
    ({ request }) => {
      const match = matchOf(request);
      return match ? { matches: true, params: { ...match.params } } : false;
    },
    async ({ request }) => {
      const { operationId, params } = matchOf(request)!;
      const operation = operations[operationId];
      const bodyText = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      const refusal = verify(request, operation, bodyText);
      if (refusal) return failure(refusal.failureMessage, refusal.failureDetail, refusal.status);
      let body: unknown;
      try {
        body = bodyText === '' ? undefined : JSON.parse(bodyText);
      } catch {
        return failure(`The body of ${request.method} ${new URL(request.url).pathname} is not valid JSON.`, null, 400);
      }
      const operationHandler = handlers[operationId] as SandboxHandler<OperationId> | undefined;
      let reply: SandboxReply;
      try {
        reply = operationHandler ? await operationHandler({ operationId, params, body: body as never, request }) : undefined;
      } catch (error) {
        if (error instanceof SandboxRefusal) return failure(error.message, error.detail, 200);
        return failure(`The sandbox could not answer ${operationId}: ${(error as Error).message}`, null, 500);
      }
      const mocked = mockedOperations[operationId];
      return respond(reply ?? { envelope: structuredClone(mocked.reply) as never }, {
        request,
        operationId,
        params,
        example: undefined as never,
        jsonText: mocked.jsonText,
        wireExample: undefined,
      });
    },
  );
  (handler.info as { header: string }).header = 'DSM sandbox (every operation of the contract)';

  return {
    handlers: [handler],
    reset() {
      resetStore(store);
      build();
    },
    store,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
