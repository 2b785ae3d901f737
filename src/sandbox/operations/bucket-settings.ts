/** Buckets: a workflow's running state, flags, names, positions, planned runs, execution, and the Google Drive connections. */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import { type EntityRow, entitiesOf, entityOf, workflowOf, type WorkflowRow } from '../records/buckets.js';
import { given, SandboxRefusal } from '../refusal.js';
import { isoInstant } from '../values.js';
import { workflowScope } from './bucket-reads.js';

type Schemas = components['schemas'];
type Workflow = { workflowGuid?: string | null } | undefined;

const STRATEGIES = ['manual', 'scheduled', 'continuous'];
const RECURRENCES = ['once', 'daily', 'weekly', 'monthly'];
/** Entity types a DSF workflow cannot run. */
const NOT_FOR_DSF = ['RenderDocument'];

export function workflowExtraHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const change = (body: Workflow, fields: (row: WorkflowRow) => Partial<WorkflowRow>) => {
    const row = workflowOf(store, body?.workflowGuid);
    return reply.ok(store.workflows.replace({ ...row, ...fields(row) }));
  };
  const changeEntity = (body: Workflow & { entityGuid?: string | null }, fields: Partial<EntityRow>) => {
    const entity = entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
    return reply.ok(store.workflowEntities.replace({ ...entity, ...fields }));
  };
  const executionDate = (body: Schemas['WorkflowExecutionTimeRequest'] | undefined) => {
    const workflow = workflowOf(store, body?.workflowGuid);
    const id = given(body?.id, 'id');
    const row = store.workflowExecutionDates.get(id);
    if (!row || row.workflowGuid !== workflow.workflowGuid) throw new SandboxRefusal(`There is no execution date with id '${id}'.`);
    return row;
  };
  const drive = (id: number | null | undefined) => {
    const row = store.googleDrives.get(given(id, 'id'));
    if (!row) throw new SandboxRefusal(`There is no Google Drive connection with id '${id}'.`);
    return row;
  };

  return {
    bucketsStartWorkflow: ({ body }) =>
      change(body, (row) => {
        if (row.isOnHold) throw new SandboxRefusal(`The workflow '${row.name}' is on hold.`);
        return { isRunning: true };
      }),
    bucketsStopWorkflow: ({ body }) => change(body, () => ({ isRunning: false })),
    bucketsSetIsOnHoldValue: ({ body }) => change(body, () => ({ isOnHold: given(body?.isOnHold, 'isOnHold') })),
    bucketsHideWorkflowRootDataSource: ({ body }) => change(body, () => ({ isRootDataSourceHidden: true })),
    bucketsShowWorkflowRootDataSource: ({ body }) => change(body, () => ({ isRootDataSourceHidden: false })),
    bucketsSetWorkflowName: ({ body }) => {
      const name = given(body?.name?.trim(), 'name');
      if (body?.entityGuid) return changeEntity(body, { name });
      const row = workflowOf(store, body?.workflowGuid);
      if (store.workflows.all().some((other) => other.id !== row.id && other.name.toLowerCase() === name.toLowerCase()))
        throw new SandboxRefusal(`There is already a workflow named '${name}'.`);
      return reply.ok(store.workflows.replace({ ...row, name }));
    },
    bucketsSetEntityName: ({ body }) => changeEntity(body, { name: given(body?.name?.trim(), 'name') }),
    bucketsSetCoordinates: ({ body }) => changeEntity(body, { x: given(body?.x, 'x'), y: given(body?.y, 'y') }),
    bucketsSetExecutionStrategy: ({ body }) => {
      const strategy = given(body?.executionStrategy, 'executionStrategy');
      if (!STRATEGIES.includes(strategy)) throw new SandboxRefusal(`Unknown execution strategy '${strategy}'.`);
      return change(body, () => ({ executionStrategy: strategy }));
    },
    bucketsReadExecutionDates: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      return reply.ok(
        store.workflowExecutionDates
          .all()
          .filter((row) => row.workflowGuid === workflow.workflowGuid)
          .map((row) => ({ ...row })),
      );
    },
    bucketsAddOrUpdateExecutionTime: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      const date = given(body?.executionDate, 'executionDate');
      const recurrence = body?.recurrence ?? 'once';
      if (!RECURRENCES.includes(recurrence)) throw new SandboxRefusal(`Unknown recurrence '${recurrence}'.`);
      const fields = { workflowGuid: workflow.workflowGuid, executionDate: isoInstant(Date.parse(date)), recurrence };
      const table = store.workflowExecutionDates;
      const row = body?.id ? { ...executionDate(body), ...fields } : { id: table.nextId(), ...fields };
      if (body?.id) table.replace(row);
      else table.insert(row);
      return reply.ok({ ...row });
    },
    bucketsDeleteExecutionDate: ({ body }) => reply.ok(store.workflowExecutionDates.delete(executionDate(body).id)),
    bucketsExecuteEntity: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      entityOf(store, body?.entityGuid, workflow.workflowGuid);
      return reply.ok(store.workflows.replace({ ...workflow, lastExecutedOn: isoInstant(now()) }));
    },
    bucketsReadEntityErrors: ({ body }) => {
      entityOf(store, body?.entityGuid, workflowOf(store, body?.workflowGuid).workflowGuid);
      return reply.ok([]);
    },
    bucketsCheckWorkflowForDsfCompatibility: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      const problems = entitiesOf(store, workflow.workflowGuid)
        .filter((row) => NOT_FOR_DSF.includes(row.typeName))
        .map((row) => `The ${row.typeName} '${row.name}' cannot run in a DSF workflow.`);
      return reply.ok({ isCompatible: problems.length === 0, problems });
    },
    bucketsAdjustWorkflowForDsf: ({ body }) => {
      const workflow = workflowOf(store, body?.workflowGuid);
      for (const row of entitiesOf(store, workflow.workflowGuid))
        if (NOT_FOR_DSF.includes(row.typeName)) store.workflowEntities.delete(row.id);
      const kept = new Set(entitiesOf(store, workflow.workflowGuid).map((row) => row.entityGuid));
      for (const row of store.workflowConnections.all())
        if (row.workflowGuid === workflow.workflowGuid && !(kept.has(row.sourceEntityGuid) && kept.has(row.targetEntityGuid)))
          store.workflowConnections.delete(row.id);
      return reply.ok(true);
    },
    bucketsDeleteTesterEvents: ({ body }) => {
      workflowScope(store, body, false);
      return reply.ok(true);
    },
    bucketsReadGoogleDrives: () => reply.ok(store.googleDrives.all().map((row) => ({ ...row }))),
    bucketsAddGoogleDrive: ({ body }) => {
      const name = given(body?.name?.trim(), 'name');
      const folderId = given(body?.folderId, 'folderId');
      const row = { id: store.googleDrives.nextId(), name, folderId, folderName: body?.folderName ?? folderId, accountId: DEMO_ACCOUNT_ID };
      return reply.ok({ ...store.googleDrives.insert(row) });
    },
    bucketsUpdateGoogleDrive: ({ body }) => {
      const current = drive(body?.id);
      const row = {
        ...current,
        name: body?.name?.trim() || current.name,
        folderId: body?.folderId ?? current.folderId,
        folderName: body?.folderName ?? current.folderName,
      };
      store.googleDrives.replace(row);
      return reply.ok({ ...row });
    },
    bucketsDeleteGoogleDrive: ({ body }) => reply.ok(store.googleDrives.delete(drive(body?.id).id)),
    bucketsReadGoogleDriveDirectories: ({ body }) => {
      const row = drive(body?.googleDriveId);
      const parent = body?.parentId ?? row.folderId;
      // A fixed folder tree: the connected folder holds one folder per year, the years hold nothing.
      return reply.ok(
        parent === row.folderId
          ? ['2025', '2026'].map((year) => ({ id: `${row.folderId}-${year}`, name: year, parentId: row.folderId }))
          : [],
      );
    },
  };
}
