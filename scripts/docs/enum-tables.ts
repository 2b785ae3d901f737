/**
 * Makes enumerations readable: every schema with `enum` and `x-enum-varnames` (and, where the contract
 * has them, `x-enum-descriptions`) gets a value / name / meaning table appended to its description, and a
 * job-state schema (`x-dsm-job-states`) its rule and each value's job outcome.
 * Redoc shows a schema's description wherever the schema is used, so the table appears with each field.
 */
import { classifyJobState, type JobOutcome, type JobStateRule } from '../../src/jobs/job-states.js';
import { tableCell } from './table-cell.js';

const OUTCOME_TEXT: Record<JobOutcome, string> = {
  running: 'running',
  finished: 'finished',
  failed: 'failed',
  needsDecision: 'waits for decisions',
};

/** The rule in words: 'Job states (`x-dsm-job-states`): finished at 3; failed at 0.' */
export function jobStatesNote(rule: JobStateRule): string {
  const list = (states: readonly number[]) => states.map((state) => `\`${state}\``).join(', ');
  const parts = [
    rule.decisionStates && `waits for decisions at ${list(rule.decisionStates)}`,
    rule.failedStates && `failed at ${list(rule.failedStates)}`,
    rule.failedFrom !== undefined && `failed from \`${rule.failedFrom}\``,
    rule.finishedStates && `finished at ${list(rule.finishedStates)}`,
    rule.finishedFrom !== undefined && `finished from \`${rule.finishedFrom}\``,
  ].filter(Boolean);
  return `Job states (\`x-dsm-job-states\`, checked in this order): ${parts.join('; ')}; running otherwise.`;
}

const code = (text: string) => `\`${text.replace(/`/g, '')}\``;

export function enumTable(schema: Record<string, any>): string | undefined {
  const values: unknown[] | undefined = Array.isArray(schema.enum) ? schema.enum : undefined;
  const names: unknown[] | undefined = schema['x-enum-varnames'];
  const meanings: unknown[] | undefined = schema['x-enum-descriptions'];
  if (!values || (!Array.isArray(names) && !Array.isArray(meanings))) return undefined;
  for (const [label, list] of [
    ['x-enum-varnames', names],
    ['x-enum-descriptions', meanings],
  ] as const) {
    if (Array.isArray(list) && list.length !== values.length) {
      throw new Error(`${label} has ${list.length} entries for ${values.length} enum values`);
    }
  }
  const rule: JobStateRule | undefined = schema['x-dsm-job-states'];
  const columns = ['Value', ...(names ? ['Name'] : []), ...(meanings ? ['Meaning'] : []), ...(rule ? ['Job outcome'] : [])];
  const rows = values.map((value, i) => [
    code(JSON.stringify(value)),
    // Plain text: Redoc breaks code spans anywhere, which splits short names in a narrow column.
    ...(names ? [tableCell(String(names[i]))] : []),
    ...(meanings ? [tableCell(String(meanings[i] ?? ''))] : []),
    ...(rule ? [OUTCOME_TEXT[classifyJobState(rule, Number(value))]] : []),
  ]);
  return [columns, columns.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** Appends the table to every such schema of the document (in place); returns how many got one. */
export function addEnumTables(document: unknown): number {
  let count = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, any>;
    const table = enumTable(schema);
    const rule = schema['x-dsm-job-states'];
    const added = [rule && jobStatesNote(rule), table].filter(Boolean).join('\n\n');
    if (added) schema.description = schema.description ? `${schema.description}\n\n${added}` : added;
    if (table) count++;
    // Examples are data, not schemas.
    for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') visit(value);
  };
  visit(document);
  return count;
}
