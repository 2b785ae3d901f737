/**
 * A scenario's forced end of a job, read from the contract: a documented outcome by its enumeration name
 * (a failure, a decision, or done), or a decision. A name the job's status cannot say (a job whose status has
 * no failure) makes its status call answer the platform's failure envelope with the scenario's message.
 */
import type { JobFacts } from '../../../generated/job-facts.js';
import type { RunPlan } from './run.js';
import type { TakenScenario } from '../scenarios/index.js';

/** Where a forced end stops the run: halfway, so the job is seen running first. */
export const FORCED_AT = 0.5;

const fieldsOf = (decision: unknown) =>
  typeof decision === 'object' && decision !== null && !Array.isArray(decision) ? (decision as Record<string, unknown>) : {};

/** Puts the scenario's end over the plan (the same plan object: its own code may still change it). */
export function forcePlan(plan: RunPlan, facts: JobFacts, scenario: TakenScenario | undefined): RunPlan {
  if (!scenario) return plan;
  if (typeof scenario.delayMs === 'number' && scenario.delayMs >= 0) plan.durationMs = scenario.delayMs;
  const given = scenario.failureMessage ?? plan.subject;
  const text = given !== undefined ? { text: given } : {};
  const decide = (fields: Readonly<Record<string, unknown>>) => {
    plan.failure = undefined;
    plan.decision = { at: FORCED_AT, fields: { ...fields, ...fieldsOf(scenario.decision) } };
  };
  if (scenario.outcome !== undefined) {
    const outcome = Object.hasOwn(facts.outcomes, scenario.outcome) ? facts.outcomes[scenario.outcome] : undefined;
    if (outcome?.phase === 'decision') decide(outcome.fields);
    else plan.decision = undefined;
    if (!outcome) plan.failure = { at: FORCED_AT, envelope: true, ...text };
    else if (outcome.phase === 'failed') plan.failure = { at: FORCED_AT, outcome: scenario.outcome, ...text };
    else if (outcome.phase === 'done') plan.failure = undefined;
    return plan;
  }
  const decision = Object.values(facts.outcomes).find((outcome) => outcome.phase === 'decision');
  if (scenario.decision !== undefined && decision) decide(decision.fields);
  return plan;
}
