/**
 * What is wrong with a scenario's job name or outcome name, read from the contract's jobs
 * (`generated/job-facts.ts`): the job must exist, and the outcome must be one of its documented ends. The
 * word `failed` is always allowed: for a job whose status cannot say a failure, it answers the platform's
 * failure envelope.
 */
import { JOB_FACTS, type JobFactName } from '../../../generated/job-facts.js';

const isJob = (name: string): name is JobFactName => Object.hasOwn(JOB_FACTS, name);

/** The jobs an operation starts or reads the status of. */
function jobsOf(operationId: string): JobFactName[] {
  return (Object.keys(JOB_FACTS) as JobFactName[]).filter((name) => [JOB_FACTS[name].start, JOB_FACTS[name].status].includes(operationId));
}

export function jobNameProblem(job: string | undefined, outcome: string | undefined, operationId?: string): string | undefined {
  if (job !== undefined && !isJob(job)) return `there is no job '${job}'.`;
  if (outcome === undefined || outcome === 'failed') return undefined;
  const candidates = job !== undefined ? [job as JobFactName] : operationId !== undefined ? jobsOf(operationId) : [];
  if (candidates.length === 0 || candidates.some((name) => Object.hasOwn(JOB_FACTS[name].outcomes, outcome))) return undefined;
  const known = [...new Set(candidates.flatMap((name) => Object.keys(JOB_FACTS[name].outcomes)))];
  return `'${outcome}' is not an outcome of ${candidates.map((name) => `'${name}'`).join(' or ')}; it ends in one of ${[...known, 'failed'].map((name) => `'${name}'`).join(', ')}.`;
}
