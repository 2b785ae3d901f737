/**
 * The job-state rules as data (generated/job-states.ts): every state schema with `x-dsm-job-states`
 * becomes an entry of `JOB_STATE_RULES`, keyed by the schema's name. The SDK's job readers and the
 * sandbox classify states with these rules, so the contract is their one source.
 */
import { writeFileSync } from 'node:fs';

export const JOB_STATES = 'x-dsm-job-states';

/** The fields of the extension: lists of states and thresholds (`src/jobs/job-states.ts` JobStateRule). */
const LISTS = ['decisionStates', 'failedStates', 'finishedStates'] as const;
const THRESHOLDS = ['failedFrom', 'finishedFrom'] as const;

/** The rule, checked: only known fields, integer states, and listed states the enumeration has. */
export function jobStateRule(name: string, schema: Record<string, any>): Record<string, number | number[]> {
  const rule = schema[JOB_STATES];
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) throw new Error(`${name}: ${JOB_STATES} is not an object`);
  const known: readonly string[] = [...LISTS, ...THRESHOLDS];
  for (const key of Object.keys(rule)) if (!known.includes(key)) throw new Error(`${name}: ${JOB_STATES} has an unknown field '${key}'`);
  const isState = (value: unknown) => Number.isInteger(value);
  for (const key of THRESHOLDS) if (key in rule && !isState(rule[key])) throw new Error(`${name}: ${JOB_STATES}.${key} is not an integer`);
  for (const key of LISTS) {
    if (!(key in rule)) continue;
    if (!Array.isArray(rule[key]) || !rule[key].every(isState)) throw new Error(`${name}: ${JOB_STATES}.${key} is not a list of integers`);
    const missing = Array.isArray(schema.enum) ? rule[key].filter((state: number) => !schema.enum.includes(state)) : [];
    if (missing.length) throw new Error(`${name}: ${JOB_STATES}.${key} names states the enumeration lacks: ${missing.join(', ')}`);
  }
  if (!['finishedStates', 'finishedFrom'].some((key) => key in rule)) throw new Error(`${name}: ${JOB_STATES} names no finished state`);
  return { ...rule, ...knownStates(rule, schema.enum) };
}

/**
 * Every state the job reports, when the enumeration lists them all: a state outside it is a malformed
 * status, not a running job. An enumeration that names no running state lists the final states only
 * (any other state is running), so it gives none.
 */
function knownStates(rule: Record<string, any>, states: unknown): { states?: number[] } {
  if (!Array.isArray(states)) return {};
  const final = (state: number) =>
    LISTS.some((key) => rule[key]?.includes(state)) || THRESHOLDS.some((key) => key in rule && state >= rule[key]);
  return states.some((state) => !final(state)) ? { states } : {};
}

/** The schema's description on one line, for the entry's doc comment. */
const oneLine = (text: unknown) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').replace(/\*\//g, '').trim() : '');

/** `{ finishedFrom: 500, decisionStates: [1001] }`, in the contract's order of fields. */
const ruleText = (rule: Record<string, number | number[]>) =>
  `{ ${Object.entries(rule)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.join(', ')}]` : value}`)
    .join(', ')} }`;

export function writeJobStates(bundle: Record<string, any>, file: string, header: string): number {
  const schemas = Object.entries<Record<string, any>>(bundle.components?.schemas ?? {})
    .filter(([, schema]) => schema !== null && JOB_STATES in schema)
    .sort(([a], [b]) => a.localeCompare(b));
  const entries = schemas.map(
    ([name, schema]) => `  /** ${oneLine(schema.description)} */\n  ${name}: ${ruleText(jobStateRule(name, schema))},`,
  );
  const body = [
    "import type { JobStateRule } from '../src/jobs/job-states.js';",
    '',
    `/** How to read the states of each job-state schema of the contract (\`${JOB_STATES}\`), keyed by the schema's name. */`,
    `export const JOB_STATE_RULES = {\n${entries.join('\n')}\n} as const satisfies Record<string, JobStateRule>;`,
    '',
    '/** The name of a job-state schema that has a rule. */',
    'export type JobStateSchema = keyof typeof JOB_STATE_RULES;',
    '',
  ];
  writeFileSync(file, `${header}${body.join('\n')}`);
  return entries.length;
}
