/**
 * One job running in the sandbox. Its status follows the sandbox's clock: the share of the run behind
 * it picks the running step, a failure or a decision stops it where its plan says, and when it ends
 * its plan leaves its result in the store (once, by a timer, whether or not anyone watches).
 */
import type { JobFactName } from '../../../generated/job-facts.js';
import type { StatusRecord } from './status-fields.js';
import { statusScript } from './status-script.js';

/** The text of a failure envelope whose scenario gives none. */
export const FAILED_TEXT = 'The job failed.';

/** How long a job runs at speed 1: a few seconds, like the platform's short jobs. */
export const RUN_MS_AT_SPEED_1 = 3000;

/** The longest delay `setTimeout` keeps (2^31-1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a job does beside walking through its states. */
export interface RunPlan {
  /** How many records the job works through (its status's `max`), when the plan knows. */
  readonly total?: number;
  /**
   * The run stops at share `at` (0-1) and fails with the documented outcome of that name (its first
   * failure when none is named), `text` in its message fields (`complete` may set it). With `envelope`, the
   * status call answers the platform's failure envelope with that text instead (a job whose status has no
   * failure to say).
   */
  failure?: { readonly at: number; readonly outcome?: string; readonly text?: string; readonly envelope?: boolean } | undefined;
  /** The run stops at share `at` until the user decides; `fields` go over the job's decision status. */
  decision?: { readonly at: number; readonly fields?: StatusRecord } | undefined;
  /** What the job leaves in the store when it ends; may set a new `decision` (the run then waits again) or a `failure`. */
  complete?(): void;
  /** The start is refused: these fields go over the start's answer, and no job runs. */
  readonly refusal?: StatusRecord;
  /** Fields the done status carries beside the contract example's (the job's result). */
  result?(): StatusRecord;
  /** How long the run takes, in ms on the sandbox's clock (a scenario's `delayMs`); else the pace's. */
  durationMs?: number;
  /** What the job works on (a campaign's name): a forced failure whose scenario gives no text names it. */
  readonly subject?: string;
}

export interface RunClock {
  /** Milliseconds on the sandbox's clock. */
  now(): number;
  readonly durationMs: number;
  /** False once the sandbox was reset: the run then leaves nothing in the store. */
  alive(): boolean;
}

export class Run {
  /** Share done before the current segment (a segment starts at the start and after each decision). */
  #offset = 0;
  #segmentStart: number;
  #completed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly job: JobFactName,
    readonly id: unknown,
    readonly plan: RunPlan,
    readonly clock: RunClock,
  ) {
    this.#segmentStart = clock.now();
    this.#schedule();
  }

  /** The share of the run behind it, stopped where a failure or an open decision stops it. */
  share(): number {
    const durationMs = this.#durationMs;
    const elapsed = durationMs > 0 ? (this.clock.now() - this.#segmentStart) / durationMs : 1;
    const share = Math.min(1, this.#offset + Math.max(0, elapsed));
    const stop = this.#stop();
    return stop === undefined ? share : Math.min(share, stop);
  }

  /** Done or failed: nothing about it changes any more. */
  get ended(): boolean {
    const { failure } = this.plan;
    return this.#completed || (failure !== undefined && this.share() >= failure.at);
  }

  /** Waits for the user's decision now. */
  get waiting(): boolean {
    const at = this.plan.decision?.at;
    return at !== undefined && this.share() >= at;
  }

  /** The job's status now (ending the run first, when it is due). */
  status(): unknown {
    this.settle();
    const script = statusScript(this.job);
    const share = this.share();
    const { failure, decision } = this.plan;
    if (failure && !failure.envelope && share >= failure.at)
      return script.outcome(failure.outcome ?? script.first('failed') ?? '', this.id, failure.text);
    if (decision && share >= decision.at) return { ...(script.decision(this.id, decision.at) as StatusRecord), ...decision.fields };
    if (share >= 1 && this.#completed)
      return this.#withTotal({ ...(script.done(this.id) as StatusRecord), ...this.plan.result?.() }, share);
    return this.#withTotal(script.running(Math.min(share, 0.999), this.id), share);
  }

  /** The user decided: the run goes on from where it stopped. */
  resume(): void {
    this.#offset = this.share();
    this.#segmentStart = this.clock.now();
    this.plan.decision = undefined;
    this.#schedule();
  }

  /** The user decided and waits for the end (a synchronous continue): the run ends now. */
  finishNow(): void {
    this.plan.decision = undefined;
    this.#offset = 1;
    this.settle();
  }

  /** Ends the run when it is due: the plan's result goes into the store once. */
  settle(): void {
    if (this.#completed || this.plan.failure || this.share() < 1) return;
    if (!this.clock.alive()) return;
    this.plan.complete?.();
    // The result may ask for a decision again (an import's new name is taken too).
    if (this.plan.decision) {
      this.#offset = this.plan.decision.at;
      return;
    }
    this.#completed = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
  }

  /** The failure envelope a status call answers now, when the plan fails that way and the run got there. */
  envelopeFailure(): string | undefined {
    const failure = this.plan.failure;
    return failure?.envelope && this.share() >= failure.at ? (failure.text ?? FAILED_TEXT) : undefined;
  }

  get #durationMs(): number {
    return this.plan.durationMs ?? this.clock.durationMs;
  }

  #stop(): number | undefined {
    const stops = [this.plan.failure?.at, this.plan.decision?.at].filter((at): at is number => at !== undefined);
    return stops.length ? Math.min(...stops) : undefined;
  }

  #withTotal(status: unknown, share: number): unknown {
    const total = this.plan.total;
    const record = status as StatusRecord;
    if (total === undefined || typeof record !== 'object' || record === null || !('max' in record) || !('current' in record)) return status;
    return { ...record, max: total, current: Math.round(Math.min(1, share) * total) };
  }

  /**
   * A timer at the end of the segment, so the result reaches the store without anyone watching. A very slow
   * pace waits in steps of the longest delay a timer takes; what the end throws stays here (a status call
   * that ends the run reports it as its reply).
   */
  #schedule(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    const remainingMs = (1 - this.#offset) * this.#durationMs - (this.clock.now() - this.#segmentStart);
    if (!Number.isFinite(remainingMs)) return;
    const delay = Math.max(0, remainingMs) + 1;
    this.#timer = setTimeout(
      () => {
        try {
          this.settle();
          if (delay > MAX_TIMER_MS && !this.#completed && this.clock.alive()) this.#schedule();
        } catch {
          // The run's end failed (a value its plan cannot use): the next status call answers with the failure.
        }
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    (this.#timer as { unref?: () => void }).unref?.();
  }
}
