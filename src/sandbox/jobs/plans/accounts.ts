/**
 * Deleting an account: an account id that does not exist is refused at the start (no job runs); the
 * status shows the account's id, and when the job is done the account, its users and its dashboard
 * session are gone from every list.
 */
import { accountById } from '../../records/accounts.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

export function accountDeletionPlan(runs: JobRuns, body: unknown): RunPlan {
  const { store } = runs.context;
  const accountId = accountById(store, (body as { accountId?: unknown } | undefined)?.accountId).id;
  return {
    result: () => ({ accountId, errorMessage: null }),
    complete() {
      const { accounts, accountUsers } = runs.context.store;
      if (!accounts.delete(accountId)) return;
      for (const user of accountUsers.all()) if (user.accountId === accountId) accountUsers.delete(user.id);
    },
  };
}
