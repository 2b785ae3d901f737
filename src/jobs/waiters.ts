/**
 * Ready-made waits for the platform's long-running jobs: each polls its status call with the interval
 * and failure tolerance of the seeds until the job is final, reporting every status on the way.
 *   const status = await waitForCampaignCreation(client, statusId, { onProgress, signal });
 */
import type { OperationId } from '../../generated/routes.js';
import type { DsmClient } from '../client.js';
import type { CallResult } from '../operation-types.js';
import {
  isCampaignCreationDone,
  isDocumentImportDone,
  isDocumentReplaceDone,
  isDocumentTemplateImportDone,
  isImageImportDone,
  isRenderDone,
} from '../models/job-states.js';
import { pollUntil, POLL_INTERVAL_MS, TOLERATED_POLL_FAILURES } from './poll.js';

export interface WaitOptions<S> {
  onProgress?: (status: S) => void;
  signal?: AbortSignal;
  /** Overrides the seed's interval (tests, impatient UIs). */
  intervalMs?: number;
}

/** Campaign template import states (seed 000 §4): queued, running, completed. */
const TEMPLATE_IMPORT_COMPLETED = 2;

function jobWaiter<K extends OperationId>(
  operationId: K,
  idParameter: string,
  isFinal: (status: CallResult<K>) => boolean,
  intervalMs: number,
  toleratedFailures: number,
) {
  const call = (client: DsmClient, id: string | number, signal?: AbortSignal) =>
    (client.call as (op: OperationId, input: object, options: object) => Promise<CallResult<K>>)(
      operationId,
      { path: { [idParameter]: id } },
      { signal },
    );
  return (client: DsmClient, id: string | number, options: WaitOptions<CallResult<K>> = {}): Promise<CallResult<K>> =>
    pollUntil((signal) => call(client, id, signal), {
      isFinal,
      intervalMs: options.intervalMs ?? intervalMs,
      toleratedFailures,
      onProgress: options.onProgress,
      signal: options.signal,
    });
}

const stateOf = (status: unknown) => (status as { state?: number } | null)?.state ?? -1;

/** Campaign create, copy or import: until state 2 (finished) or 3 (failed), every 500 ms. */
export const waitForCampaignCreation = jobWaiter(
  'campaignsGetCreateStatus', 'statusId', (s) => isCampaignCreationDone(stateOf(s)), POLL_INTERVAL_MS.campaignCreation, 0,
);
/** Simple statistics: until `isFinished`, every 250 ms. */
export const waitForSimpleStatistics = jobWaiter(
  'campaignsLoadSimpleStatistics', 'progressId', (s) => (s as { isFinished?: boolean }).isFinished === true, POLL_INTERVAL_MS.simpleStatistics, 0,
);
/** Document replace: until state 500 or more, every 500 ms, five failed polls tolerated. */
export const waitForDocumentReplace = jobWaiter(
  'campaignsGetDocumentReplaceStatus', 'statusId', (s) => isDocumentReplaceDone(stateOf(s)), POLL_INTERVAL_MS.documentReplace, TOLERATED_POLL_FAILURES,
);
/** Document import: until state 100 or more, every 500 ms, five failed polls tolerated. */
export const waitForDocumentImport = jobWaiter(
  'campaignsGetDocumentImportStatus', 'statusId', (s) => isDocumentImportDone(stateOf(s)), POLL_INTERVAL_MS.documentImport, TOLERATED_POLL_FAILURES,
);
/** Image import: until final (500+), a decision (1001) or an error (1000+), every 500 ms. */
export const waitForImageImport = jobWaiter(
  'imagesGetImportStatus', 'importId', (s) => isImageImportDone(stateOf(s)), POLL_INTERVAL_MS.imageImport, TOLERATED_POLL_FAILURES,
);
/** Document template import: like the image import. */
export const waitForDocumentTemplateImport = jobWaiter(
  'documentTemplatesGetImportStatus', 'id', (s) => isDocumentTemplateImportDone(stateOf(s)), POLL_INTERVAL_MS.documentTemplateImport, TOLERATED_POLL_FAILURES,
);
/** Campaign template import: until completed, every 750 ms (then read `errorCode`, e.g. a needed decision). */
export const waitForTemplateImport = jobWaiter(
  'campaignTemplatesGetImportStatus', 'importId', (s) => stateOf(s) >= TEMPLATE_IMPORT_COMPLETED, POLL_INTERVAL_MS.templateImport, TOLERATED_POLL_FAILURES,
);

/** Document renders: until every id is done (state 2, 3 or 4), every 500 ms, five failed polls tolerated. */
export function waitForRenders(
  client: DsmClient,
  ids: string[],
  options: WaitOptions<CallResult<'campaignsGetRenderDocumentStatus'>> = {},
): Promise<CallResult<'campaignsGetRenderDocumentStatus'>> {
  return pollUntil((signal) => client.call('campaignsGetRenderDocumentStatus', { body: { ids } }, { signal }), {
    isFinal: (status) => ids.every((id) => isRenderDone(stateOf((status as Record<string, unknown>)[id]))),
    intervalMs: options.intervalMs ?? POLL_INTERVAL_MS.render,
    toleratedFailures: TOLERATED_POLL_FAILURES,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
