/** QA's outcomes on demand: `sandbox.scenarios` and what the sandbox and its job runner take from it. */
export { createScenarioQueue, MAX_QUEUED_SCENARIOS, type SandboxScenarios, type ScenarioMatch } from './queue.js';
export { MAX_SCENARIO_DELAY_MS, type ScenarioInput, type TakenScenario } from './scenario.js';

/**
 * What a plain call's scenario asks for before the handler runs: its delay waited, then its failure (the
 * platform's failure envelope with that message, as `failure` writes it) or nothing, and the handler answers.
 */
export async function applyCallScenario<R>(
  scenario: { delayMs?: number; failureMessage?: string } | undefined,
  failure: (failureMessage: string) => R,
): Promise<R | undefined> {
  if (!scenario) return undefined;
  if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
  return scenario.failureMessage === undefined ? undefined : failure(scenario.failureMessage);
}
