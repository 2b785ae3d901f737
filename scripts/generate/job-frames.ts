/**
 * What a job's status says at each point of its life, computed from the contract alone: the state fields
 * of each running step in order, of the done status, and of every documented outcome (done, failed or
 * asking for a decision) by its enumeration name, with the platform's message for it. The sandbox runs
 * jobs through these; the docs and the audit list them.
 */
import type { JobSpec } from './job-contract.js';
import { memberValue } from './job-contract.js';

type Schema = Record<string, any>;
type Rule = { finishedStates?: number[]; finishedFrom?: number; failedStates?: number[]; failedFrom?: number; decisionStates?: number[] };
export type Phase = 'running' | 'done' | 'failed' | 'decision';
type Fields = Record<string, unknown>;

export interface Outcome {
  readonly phase: Exclude<Phase, 'running'>;
  readonly fields: Fields;
  /** The platform's text of this outcome (the enumeration's description); absent where the status carries its own. */
  readonly message?: string;
}

export interface JobFrames {
  readonly running: readonly Fields[];
  readonly done: Fields;
  readonly outcomes: Readonly<Record<string, Outcome>>;
  /** The outcome a status read of an id never started answers (`notFound`), when the contract has one. */
  readonly notFound?: string;
  /** Values of the step field whose status carries a percentage (in the `percent` field). */
  readonly percentSteps?: readonly number[];
}

/** The contract's reading order: a decision state, then failed, then finished; anything else is running. */
export function classify(rule: Rule, value: number): Phase {
  if (rule.decisionStates?.includes(value)) return 'decision';
  if (rule.failedStates?.includes(value) || (rule.failedFrom !== undefined && value >= rule.failedFrom)) return 'failed';
  if (rule.finishedStates?.includes(value) || (rule.finishedFrom !== undefined && value >= rule.finishedFrom)) return 'done';
  return 'running';
}

const members = (schema: Schema | undefined) =>
  (schema?.enum ?? []).map((value: number, index: number) => ({
    value,
    name: String(schema!['x-enum-varnames']?.[index] ?? value),
    label: schema!['x-enum-descriptions']?.[index] as string | undefined,
  }));

/** The state fields of a job: running steps, done, outcomes, from its roles, enumerations, rules and the status example. */
export function jobFrames(bundle: Schema, spec: JobSpec, example: Fields | undefined): JobFrames {
  const schemas = bundle.components.schemas;
  const where = `${spec.statusSchema} (${spec.name})`;
  const { fields, roles } = spec;
  const notFound = typeof fields.notFound === 'string' ? fields.notFound : undefined;
  if (fields.finished) return flagFrames(fields);
  if (fields.states) return textFrames(roles.state?.field ?? 'state', fields.states);
  const stateSchema = roles.state?.schema ? schemas[roles.state.schema] : undefined;
  const rule: Rule | undefined = stateSchema?.['x-dsm-job-states'];
  if (!roles.state || !rule) throw new Error(`${where}: a job's state needs a schema with x-dsm-job-states`);
  const states = members(stateSchema);
  const exampleState = (fields.perId ? Object.values(example ?? {})[0] : example) as Fields | undefined;
  let runningStates: unknown[] = Array.isArray(fields.running)
    ? fields.running.map((name: string) => memberValue(stateSchema!, name, where))
    : states.filter((state: any) => classify(rule, state.value) === 'running').map((state: any) => state.value);
  if (runningStates.length === 0) runningStates = perIdRunning(fields, example, rule) ?? [exampleState?.state];
  const stepSchema = roles.step?.schema ? schemas[roles.step.schema] : undefined;
  const doneStep = roles.step?.done !== undefined ? memberValue(stepSchema!, roles.step.done, where) : undefined;
  const steps: unknown[] = stepSchema ? stepSchema.enum.filter((value: unknown) => value !== doneStep) : [];
  const stateField = roles.state.field;
  const frame = (state: unknown, step?: unknown): Fields => ({ [stateField]: state, ...(roles.step && { [roles.step.field]: step }) });
  const running = [
    ...runningStates.map((state) => frame(state, steps[0])),
    ...steps.slice(1).map((step) => frame(runningStates.at(-1), step)),
  ];
  const lastStep = doneStep ?? steps.at(-1);
  const first = (phase: Phase) => states.find((state: any) => classify(rule, state.value) === phase)?.value ?? rule.finishedStates?.[0];
  const outcomeSchema = roles.outcome?.schema ? schemas[roles.outcome.schema] : undefined;
  const outcomeRule: Rule | undefined = outcomeSchema?.['x-dsm-job-states'];
  const outcomes: Record<string, Outcome> = {};
  const put = (name: string, outcome: Outcome) => {
    if (outcomes[name]) throw new Error(`${where}: two outcomes are named '${name}'`);
    outcomes[name] = outcome;
  };
  for (const state of states) {
    const phase = classify(rule, state.value);
    if (phase === 'running' || (outcomeSchema && phase !== 'done')) continue;
    if (outcomeRule && phase === 'done') continue; // the outcome code says how a completed job ended
    put(state.name, { phase, fields: frame(state.value, lastStep), ...(state.label && { message: state.label }) });
  }
  const done = outcomeRule
    ? {
        ...frame(first('done'), lastStep),
        [roles.outcome!.field]: members(outcomeSchema).find((o: any) => classify(outcomeRule, o.value) === 'done')?.value,
      }
    : frame(first('done'), lastStep);
  for (const outcome of members(outcomeSchema)) {
    const phase = outcomeRule ? classify(outcomeRule, outcome.value) : 'failed';
    if (phase === 'running') continue;
    const state = outcomeRule ? first('done') : first('failed');
    const base = outcomeRule ? frame(state, lastStep) : { [stateField]: state };
    put(outcome.name, {
      phase,
      fields: { ...base, [roles.outcome!.field]: outcome.value },
      ...(outcome.label && { message: outcome.label }),
    });
  }
  if (notFound && !outcomes[notFound]) throw new Error(`${where}: notFound names no outcome '${notFound}'`);
  const percentSteps = fields.percent?.steps?.map((name: string) => memberValue(stepSchema!, name, where));
  return { running, done, outcomes, ...(notFound && { notFound }), ...(percentSteps && { percentSteps }) };
}

/** The running state of a status with an entry per id (renders): the example's entries that are not done. */
function perIdRunning(fields: Schema, example: Fields | undefined, rule: Rule): unknown[] | undefined {
  if (!fields.perId) return undefined;
  const states = Object.values(example ?? {}).map((entry) => (entry as Fields)[fields.state]);
  const running = states.filter((state) => typeof state === 'number' && classify(rule, state) === 'running');
  return running.length ? running : undefined;
}

/** A status that says only `isFinished` (and, where it has one, an error text). */
function flagFrames(fields: Schema): JobFrames {
  const flag = fields.finished as string;
  const outcomes: Record<string, Outcome> = { finished: { phase: 'done', fields: { [flag]: true } } };
  if (fields.error) outcomes.failed = { phase: 'failed', fields: { [flag]: true } };
  return { running: [{ [flag]: false }], done: { [flag]: true }, outcomes };
}

/** A status whose state is a text the contract lists (`states: { running: [...], done: [...] }`). */
function textFrames(field: string, states: { running: string[]; done: string[] }): JobFrames {
  const done = { [field]: states.done[0] };
  const running = states.running.map((state) => ({ [field]: state }));
  return { running, done, outcomes: { [states.done[0]!]: { phase: 'done', fields: done } } };
}
