/**
 * The "Long job" section of an operation's description: for each job the operation starts or reads the
 * status of, its status operation, where the id goes, its interval and tolerance, and every documented
 * end (done, failed, asking for a decision) with the status fields that say it and the platform's
 * message, from the contract's `x-dsm-job` and `x-dsm-job-fields` (the same facts the SDK and the sandbox use).
 */
import type { ContractOperation } from '../generate/contract.js';
import { listOperations, resolve } from '../generate/contract.js';
import { type JobSpec, jobSpecs } from '../generate/job-contract.js';
import { jobFrames } from '../generate/job-frames.js';
import { tableCell } from './table-cell.js';

export const LONG_JOB_HEADING = '**Long job';

const source = (from: 'platform' | 'sdk') => (from === 'platform' ? "the platform's documentation" : 'chosen by the SDK');
const fieldsText = (fields: Readonly<Record<string, unknown>>) =>
  Object.entries(fields)
    .map(([name, value]) => `\`${name}: ${JSON.stringify(value)}\``)
    .join(', ');

function section(bundle: Record<string, any>, spec: JobSpec): string {
  const example = resolve(bundle, spec.status.raw.responses?.['200'])?.content?.['application/json']?.example?.responseObject;
  const frames = jobFrames(bundle, spec, example);
  const place = spec.id.name
    ? `\`${spec.id.name}\``
    : Object.values(spec.id.names ?? {})
        .map((name) => `\`${name}\``)
        .join(', ');
  const { poll } = spec;
  const head = [
    `${LONG_JOB_HEADING} \`${spec.name}\`**: ${spec.start ? `started by \`${spec.start.operationId}\`` : 'started by an upload'}; its status is read by`,
    `\`${spec.status.operationId}\` (the id in the ${spec.id.in} as ${place}) every ${poll.intervalMs} ms (${source(poll.intervalFrom)}),`,
    `tolerating ${poll.toleratedFailures} failed reads in a row (${source(poll.toleranceFrom)}): \`waitForJob(client, jobs.${spec.name}, id)\`.`,
    frames.notFound ? `A status read of an id never started answers \`${frames.notFound}\`.` : '',
  ].join(' ');
  const rows = Object.entries(frames.outcomes).map(
    ([name, outcome]) =>
      `| \`${name}\` | ${outcome.phase} | ${fieldsText(outcome.fields)} | ${tableCell(outcome.message ?? "the status's own text")} |`,
  );
  const running = `While running: ${frames.running.length} step${frames.running.length === 1 ? '' : 's'} (${frames.running.map(fieldsText).slice(0, 3).join('; ')}${frames.running.length > 3 ? '; …' : ''}).`;
  const table = rows.length ? `\n\n| outcome | phase | status fields | message |\n| --- | --- | --- | --- |\n${rows.join('\n')}` : '';
  return `${head.trim()} ${running}${table}`;
}

/** The job sections of each operation that starts a job or reads its status; none for the others. */
export function jobDocsFor(bundle: Record<string, any>): (op: ContractOperation) => string | undefined {
  const specs = jobSpecs(bundle, listOperations(bundle));
  return (op) => {
    const mine = specs.filter((spec) => spec.start?.operationId === op.operationId || spec.status.operationId === op.operationId);
    return mine.length ? mine.map((spec) => section(bundle, spec)).join('\n\n') : undefined;
  };
}
