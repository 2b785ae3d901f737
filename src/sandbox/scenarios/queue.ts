/**
 * The scenarios of one sandbox: queued by `next()`, each taken once by the first call or job it matches,
 * in the order they were queued. The queue is bounded, so a test that forgets to take its scenarios
 * cannot grow it without end.
 */
import { DsmConfigError } from '../../errors.js';
import { checkScenario, isForPlainCall, type Scenario, type ScenarioInput, type TakenScenario } from './scenario.js';

/** More than any test queues; a full queue is a mistake worth a clear error. */
export const MAX_QUEUED_SCENARIOS = 100;

/** What a call or a job start offers to match a queued scenario against. */
export interface ScenarioMatch {
  /** The operation called (a job: its start operation). */
  operationId: string;
  /** The job's catalogue name, when a job starts. */
  job?: string;
}

/** `sandbox.scenarios`: QA's outcomes on demand. */
export interface SandboxScenarios {
  /** The next matching call or job ends as asked, once; then the sandbox goes on as before. */
  next(scenario: ScenarioInput): void;
  /** Forgets every queued scenario. */
  clear(): void;
}

export interface ScenarioQueue extends SandboxScenarios {
  /**
   * Takes (once) the first queued scenario that matches: its `operationId` equal to the match's if it
   * names one, its `job` equal to the match's if it names one. The job runner calls it when a job starts.
   */
  takeScenario(match: ScenarioMatch): TakenScenario | undefined;
  /** The same, for a plain call: only scenarios with a failure or a delay and no job. */
  takeForCall(operationId: string): TakenScenario | undefined;
}

const matches = (scenario: Scenario, match: ScenarioMatch) =>
  (scenario.operationId === undefined || scenario.operationId === match.operationId) &&
  (scenario.job === undefined || scenario.job === match.job);

function effects({ outcome, decision, delayMs, failureMessage }: Scenario): TakenScenario {
  const taken: TakenScenario = {};
  if (outcome !== undefined) taken.outcome = outcome;
  if (decision !== undefined) taken.decision = structuredClone(decision);
  if (delayMs !== undefined) taken.delayMs = delayMs;
  if (failureMessage !== undefined) taken.failureMessage = failureMessage;
  return taken;
}

export function createScenarioQueue(isOperation: (operationId: string) => boolean): ScenarioQueue {
  let queued: Scenario[] = [];
  const take = (match: ScenarioMatch, accept: (scenario: Scenario) => boolean) => {
    const index = queued.findIndex((scenario) => accept(scenario) && matches(scenario, match));
    if (index < 0) return undefined;
    const [scenario] = queued.splice(index, 1);
    return effects(scenario!);
  };
  return {
    next(input) {
      const scenario = checkScenario(input, isOperation);
      if (queued.length >= MAX_QUEUED_SCENARIOS)
        throw new DsmConfigError(`Invalid scenario: ${MAX_QUEUED_SCENARIOS} scenarios are already queued; clear() them first.`);
      queued.push(scenario);
    },
    clear() {
      queued = [];
    },
    takeScenario: (match) => take(match, () => true),
    takeForCall: (operationId) => take({ operationId }, isForPlainCall),
  };
}
