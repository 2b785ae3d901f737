/**
 * The tasks of a database's synchronisation: their counters by state, the failed ones, and what
 * deleting, repeating or confirming failed tasks changes (a repeated task is queued again).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { type SyncSettings, type SyncTaskRecord, syncTarget } from '../records/database-sync.js';
import { accountIdOf } from '../records/databases.js';
import { given, SandboxRefusal } from '../refusal.js';

type Params = Readonly<Record<string, string>>;
type Call = { params: Params; body: SyncSettings };
/** Most task ids one request may name. */
const MAX_TASK_IDS = 1000;
const STATES = ['queued', 'processing', 'finished', 'failed'] as const;

export function databaseSyncTaskHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const tasks = () => store.databaseSync.tasks;
  /** The account's tasks, of the database named (every database without a name). */
  const tasksOf = ({ params, body }: Call): SyncTaskRecord[] => {
    const accountId = accountIdOf(params.accountId ?? body?.accountId);
    const database = body?.databaseName ? syncTarget(store, accountId, body.databaseName).database : undefined;
    return tasks()
      .all()
      .filter((task) => task.accountId === accountId && (!database || task.databaseName === database.databaseName));
  };
  /** The failed tasks a call names (`taskIds`, else `taskId`); refused, and nothing changed, when one is not a failed task. */
  const failedNamed = (call: Call, every = false): SyncTaskRecord[] => {
    const failed = tasksOf(call).filter((task) => task.state === 3);
    const ids = call.body?.taskIds?.length ? call.body.taskIds : call.body?.taskId ? [call.body.taskId] : undefined;
    if (!ids) {
      if (every) return failed;
      given(undefined, 'taskIds');
    }
    if (ids!.length > MAX_TASK_IDS) throw new SandboxRefusal(`Too many task ids: at most ${MAX_TASK_IDS} per request.`);
    return ids!.map((id) => {
      const task = failed.find((row) => row.id === id);
      if (!task) throw new SandboxRefusal(`There is no failed task with id '${id}'.`);
      return task;
    });
  };
  const counters = (call: Call) => {
    const rows = tasksOf(call);
    return reply.ok(Object.fromEntries(STATES.map((name, state) => [name, rows.filter((task) => task.state === state).length])));
  };
  const failedTasks = (call: Call) => reply.ok(structuredClone(tasksOf(call).filter((task) => task.state === 3)).map(view));
  const remove = (call: Call) => {
    for (const task of failedNamed(call)) tasks().delete(task.id);
    return reply.ok(true);
  };
  const repeat = (every: boolean) => (call: Call) => {
    for (const task of failedNamed(call, every)) tasks().replace({ ...task, state: 0, message: null });
    return reply.ok(true);
  };

  return {
    databaseSyncSyncCounters: counters,
    databaseSyncSyncCountersForAccount: counters,
    databaseSyncGetFailedTasks: failedTasks,
    databaseSyncGetFailedTasksForAccount: failedTasks,
    databaseSyncDeleteFailedTasks: remove,
    databaseSyncDeleteFailedTasksForAccount: remove,
    databaseSyncRepeatFailedTask: repeat(true),
    databaseSyncRepeatFailedTaskForAccount: repeat(true),
    databaseSyncRepeatFailedTasks: repeat(false),
    databaseSyncRepeatFailedTasksForAccount: repeat(false),
    databaseSyncConfirmAndRepeatFailedTask: repeat(false),
  };
}

const view = ({ accountId: _accountId, ...task }: SyncTaskRecord) => task;
