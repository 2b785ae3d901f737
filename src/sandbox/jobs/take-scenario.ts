/**
 * The seam to the sandbox's scenarios (`sandbox.scenarios.next({...})`): a job asks, when it starts, for
 * the first queued scenario that matches its start operation and name, and ends as it says. Until the
 * scenario registry is in place this module keeps the queue itself; `queueScenario` and `clearScenarios`
 * stand in for `sandbox.scenarios.next` and `clear` (tests use them).
 */

/** What a scenario asks of a call. */
export interface ScenarioMatch {
  readonly operationId: string;
  /** The job's name in the catalogue, for a call that starts (or first watches) a job. */
  readonly job?: string;
}

/** How the matched call ends: `outcome` names a member of the job's outcome enumeration (`couldNotFindInfoBin`). */
export interface ScenarioEffect {
  readonly outcome?: string;
  readonly decision?: unknown;
  readonly delayMs?: number;
  readonly failureMessage?: string;
}

const queue: Array<Partial<ScenarioMatch> & ScenarioEffect> = [];

/** Queues a scenario for the next call that matches (each field given must match). */
export function queueScenario(scenario: Partial<ScenarioMatch> & ScenarioEffect): void {
  queue.push(scenario);
}

export function clearScenarios(): void {
  queue.length = 0;
}

/** Takes the first queued scenario that matches the call, or undefined. */
export function takeScenario(match: ScenarioMatch): ScenarioEffect | undefined {
  const index = queue.findIndex(
    (scenario) =>
      (scenario.operationId === undefined || scenario.operationId === match.operationId) &&
      (scenario.job === undefined || scenario.job === match.job),
  );
  if (index < 0) return undefined;
  const [{ operationId: _operationId, job: _job, ...effect }] = queue.splice(index, 1) as [Partial<ScenarioMatch> & ScenarioEffect];
  return effect;
}
