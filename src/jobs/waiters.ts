/**
 * Ready-made waits for the platform's long-running jobs: thin names over `waitForJob` and the
 * catalogue, kept for existing callers. Each resolves with the final status (or the status that asks
 * for a decision) and rejects with a DsmJobError when the job fails.
 *   const status = await waitForCampaignCreation(client, statusId, { onProgress, signal });
 */
import type { CallResult } from '../operation-types.js';
import { jobs } from './catalogue.js';
import type { JobCallOptions, JobClient, JobDefinition } from './job-definition.js';
import { waitForJob } from './wait-for-job.js';

export interface WaitOptions<S> extends JobCallOptions {
  /** Called with every status read. */
  onProgress?: (status: S) => void;
  /** Overrides the documented interval (tests, impatient UIs). */
  intervalMs?: number;
  /** Overall time limit in ms (default 30 minutes); ends with a DsmTimeoutError. */
  timeout?: number;
}

function waiterFor<Id, S>(job: JobDefinition<Id, S, any, any, any>) {
  return (client: JobClient, id: Id, options: WaitOptions<S> = {}): Promise<S> => {
    const { onProgress, ...rest } = options;
    return waitForJob(client, job, id, { ...rest, ...(onProgress ? { onProgress: (update) => onProgress(update.status) } : {}) });
  };
}

/** Campaign create, copy or import: until state 2 (finished; resolves) or 3 (failed; rejects), every 500 ms. */
export const waitForCampaignCreation = waiterFor(jobs.campaignCreate);
/** Simple statistics: until `isFinished`, every 250 ms. */
export const waitForSimpleStatistics = waiterFor(jobs.simpleStatistics);
/** Document replace: until state 500 or more, every 500 ms, five failed polls tolerated; 1000 and above reject. */
export const waitForDocumentReplace = waiterFor(jobs.documentReplace);
/** Document import: until state 100 or more, every 500 ms, five failed polls tolerated; above 100 rejects. */
export const waitForDocumentImport = waiterFor(jobs.documentImport);
/** Image import: until final (500+) or a decision (1001; resolves), every 500 ms; other states from 1000 reject. */
export const waitForImageImport = waiterFor(jobs.imageImport);
/** Document template import: like the image import; the decision is answered with continueDocumentTemplateImport. */
export const waitForDocumentTemplateImport = waiterFor(jobs.documentTemplateImport);
/** Campaign template import: until completed, every 750 ms; a name clash resolves (answer with continueTemplateImport). */
export const waitForTemplateImport = waiterFor(jobs.campaignTemplateImport);

/** Document renders: until every id is done (state 2, 3 or 4), every 500 ms, five failed polls tolerated. */
export function waitForRenders(
  client: JobClient,
  ids: string[],
  options: WaitOptions<CallResult<'campaignsGetRenderDocumentStatus'>> = {},
): Promise<CallResult<'campaignsGetRenderDocumentStatus'>> {
  return waiterFor(jobs.render)(client, ids, options);
}
