/** An SDK client for the area tests whose every sandbox reply is checked against the operation's reply schema. */
import { expect } from 'vitest';
import type { DsmConfig } from '../../../src/config.js';
import { replyViolations } from '../../../src/sandbox/contract-check/index.js';
import { recordingFetch } from '../../support/recording-fetch.js';
import { demoClient } from '../support.js';

export function checkedClient(config: DsmConfig = {}) {
  const recorder = recordingFetch();
  const dsm = demoClient({ ...config, fetch: recorder.fetch });
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
  return { call };
}
