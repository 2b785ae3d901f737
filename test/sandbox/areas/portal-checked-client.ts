/**
 * An SDK client against the sandbox for the portal areas' tests (skins, user roles, uploads, resources):
 * every reply it gets is checked against the operation's reply schema, as Prism checks it on `npm start`.
 */
import { expect } from 'vitest';
import { replyViolations } from '../../../src/sandbox/contract-check/index.js';
import { recordingFetch } from '../../support/recording-fetch.js';
import { demoClient } from '../support.js';

export function checkedPortalClient() {
  const recorder = recordingFetch();
  const dsm = demoClient({ fetch: recorder.fetch });
  const call = (async (operationId: string, input?: unknown) => {
    const from = recorder.exchanges.length;
    try {
      return await (dsm.call as (id: string, input?: unknown) => Promise<unknown>)(operationId, input);
    } finally {
      for (const { response } of recorder.exchanges.slice(from)) {
        if (response?.status === 200) expect(replyViolations(operationId, await response.clone().json()), operationId).toEqual([]);
      }
    }
  }) as typeof dsm.call;
  return { ...dsm, call } as typeof dsm;
}
