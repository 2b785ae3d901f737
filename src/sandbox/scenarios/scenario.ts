/**
 * One scenario asked for by QA: what the next matching call or job gives instead of what the sandbox would
 * give. Checked when it is queued, so a misspelt operation or field fails at once, naming it.
 */
import { DsmConfigError } from '../../errors.js';
import { jobNameProblem } from './job-names.js';

/** What `sandbox.scenarios.next()` takes: which call or job, and how it should end. */
export interface ScenarioInput {
  /** The operation whose next call it changes; any operation when left out. */
  operationId?: string;
  /** The job whose next run it changes (by its catalogue name); left out: not tied to a job. */
  job?: string;
  /** How the job ends: the name of one of its outcomes (e.g. `couldNotFindInfoBin`). */
  outcome?: string;
  /** The answer the job's decision stop gets. */
  decision?: unknown;
  /** Milliseconds added before the answer (0 to `MAX_SCENARIO_DELAY_MS`). */
  delayMs?: number;
  /** The call fails with the platform's failure envelope carrying this message. */
  failureMessage?: string;
}

/** What a matching call or job takes from the queue (the effects only). */
export interface TakenScenario {
  /** How the job ends: the name of one of its outcomes. */
  outcome?: string;
  /** The answer the job's decision stop gets. */
  decision?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  /** The failure envelope's message to answer with. */
  failureMessage?: string;
}

export type Scenario = Readonly<ScenarioInput>;

/** The proxy in front of `npm start`'s mock waits 60 s for an answer; a longer delay could never be seen. */
export const MAX_SCENARIO_DELAY_MS = 60_000;

const FIELDS = new Set(['operationId', 'job', 'outcome', 'decision', 'delayMs', 'failureMessage']);
const EFFECTS = ['outcome', 'decision', 'delayMs', 'failureMessage'] as const;

const refuse = (message: string): never => {
  throw new DsmConfigError(`Invalid scenario: ${message}`);
};

function text(input: Record<string, unknown>, name: string): string | undefined {
  const value = input[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '') return refuse(`'${name}' must be a non-empty string.`);
  return value;
}

/** The scenario as queued, or a `DsmConfigError` naming what is wrong (an unknown operation, field or value). */
export function checkScenario(input: unknown, isOperation: (operationId: string) => boolean): Scenario {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return refuse('expected an object.');
  const fields = input as Record<string, unknown>;
  for (const name of Object.keys(fields)) if (!FIELDS.has(name)) refuse(`unknown field '${name}'.`);
  const operationId = text(fields, 'operationId');
  if (operationId !== undefined && !isOperation(operationId)) refuse(`there is no operation '${operationId}'.`);
  const job = text(fields, 'job');
  const outcome = text(fields, 'outcome');
  const failureMessage = text(fields, 'failureMessage');
  const jobProblem = jobNameProblem(job, outcome, operationId);
  if (jobProblem) refuse(jobProblem);
  const { delayMs, decision } = fields;
  if (delayMs !== undefined && (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_SCENARIO_DELAY_MS))
    refuse(`'delayMs' must be a number of milliseconds from 0 to ${MAX_SCENARIO_DELAY_MS}.`);
  if (!EFFECTS.some((name) => fields[name] !== undefined))
    refuse(`say what should happen: one of ${EFFECTS.map((name) => `'${name}'`).join(', ')}.`);
  const scenario: ScenarioInput = {};
  if (operationId !== undefined) scenario.operationId = operationId;
  if (job !== undefined) scenario.job = job;
  if (outcome !== undefined) scenario.outcome = outcome;
  if (decision !== undefined) scenario.decision = structuredClone(decision);
  if (delayMs !== undefined) scenario.delayMs = delayMs as number;
  if (failureMessage !== undefined) scenario.failureMessage = failureMessage;
  return Object.freeze(scenario);
}

/** True for a scenario a plain call applies: a failure or a delay, for no job (outcomes and decisions are a job's). */
export const isForPlainCall = (scenario: Scenario): boolean =>
  scenario.job === undefined && scenario.outcome === undefined && scenario.decision === undefined;
