/**
 * What every operation handler of the sandbox works with: the store, the clock, the job pace and the
 * reply helpers. Handlers are plain functions from a request to a reply, one per operation.
 */
import type { operations } from '../../generated/schema.js';
import type { OperationId } from '../../generated/operation-ids.js';
import type { StaticReply } from '../msw/replies.js';
import type { Envelope } from '../transport/envelope.js';
import type { ScenarioMatch, TakenScenario } from './scenarios/index.js';
import type { SandboxStore } from './store/index.js';

/** The JSON body an operation takes (as the contract types it; JSON-text fields still text). */
export type SandboxBody<K extends OperationId> = K extends keyof operations
  ? operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : undefined
  : undefined;

export interface SandboxRequest<K extends OperationId = OperationId> {
  operationId: K;
  /** Path values by name, percent-decoded. */
  params: Readonly<Record<string, string>>;
  /** The parsed JSON body (`undefined` without one). */
  body: SandboxBody<K>;
  /** The request itself (its body already read). */
  request: Request;
  /** Which key pair signed it (the signature already checked); undefined for an unsigned operation. */
  signedWith?: 'account' | 'admin' | undefined;
}

/** A reply: a result, a failure, an envelope, a status (see `@dsm/sdk/msw`); `undefined` = the contract's example. */
export type SandboxReply<K extends OperationId = OperationId> = StaticReply<K> | Response | undefined;

export type SandboxHandler<K extends OperationId> = (request: SandboxRequest<K>) => SandboxReply<K> | Promise<SandboxReply<K>>;

/** Handlers by operationId; an operation without one answers with its contract example. */
export type SandboxHandlers = { [K in OperationId]?: SandboxHandler<K> };

export interface SandboxContext {
  readonly store: SandboxStore;
  /** Job pace (see `DEFAULT_SPEED`). */
  readonly speed: number;
  /** The sandbox's clock: time stamps of records, job progress and the signature time window. */
  readonly now: () => Date;
  readonly reply: typeof replies;
  /**
   * Takes (once) the first scenario queued by `sandbox.scenarios.next()` that matches this operation and
   * job: a job's runner calls it when the job starts and applies its `outcome` and `decision`.
   */
  readonly takeScenario: (match: ScenarioMatch) => TakenScenario | undefined;
}

/** The failure envelope; see `replies.fail`. */
export function failureEnvelope(failureMessage: string, failureDetail: unknown, status: number): Envelope {
  return status === 200 ? { state: 1, failureMessage, failureDetail } : { state: 1, responseObject: null, failureMessage, failureDetail };
}

/** Reply helpers, so handlers read as what they answer. */
export const replies = {
  /** A success envelope with this result. */
  ok: <T>(responseObject: T): { responseObject: T } => ({ responseObject }),
  /**
   * A failure envelope (state 1), HTTP 200 unless a status is given: what the platform answers for a
   * refused call. At HTTP 200 it carries no `responseObject`, so it still matches the operation's reply
   * schema (whose result is not nullable); with an error status it is the contract's failure envelope.
   */
  fail: (failureMessage: string, failureDetail: unknown = null, status = 200) => ({
    envelope: failureEnvelope(failureMessage, failureDetail, status),
    status,
  }),
  /** The contract's example reply (no handler's own answer). */
  example: () => undefined,
};
