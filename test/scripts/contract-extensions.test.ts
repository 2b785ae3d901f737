/**
 * The contract's wire extensions reach the operation descriptors the transport reads:
 * `x-dsm-resource-name` on path parameters (resource file names, written with their markers) and
 * `x-dsm-admin-flag: ignored` (a body flag that does not switch the keys).
 */
import { describe, expect, inject, it } from 'vitest';
import { operations } from '../../generated/operations/index.js';
import { listOperations, loadBundle, resolve } from '../../scripts/generate/contract.js';
import type { Operation } from '../../src/operation.js';

const bundle = loadBundle(inject('bundlePath'));
const contract = listOperations(bundle);
const descriptor = (id: string) => (operations as Record<string, Operation>)[id]!;

describe('wire extensions of the contract', () => {
  it('every resource file-name parameter, and only those, carries its markers into the descriptor', () => {
    const marked: Record<string, Record<string, string>> = {};
    for (const op of contract) {
      for (const parameter of (op.raw.parameters ?? []).map((p: unknown) => resolve(bundle, p))) {
        if (parameter['x-dsm-resource-name']) (marked[op.operationId] ??= {})[parameter.name] = parameter['x-dsm-resource-name'];
      }
    }
    // The resource status and delete calls that name one file, with and without campaign or account.
    expect(Object.keys(marked).sort()).toEqual([
      'resourcesDelete',
      'resourcesDeleteForCampaign',
      'resourcesGetAccountStatus',
      'resourcesGetAccountStatusForCampaign',
      'resourcesGetStatus',
      'resourcesGetStatusForCampaign',
    ]);
    for (const op of contract) expect(descriptor(op.operationId).resourceNames, op.operationId).toEqual(marked[op.operationId]);
    expect(marked.resourcesDelete).toEqual({ file: 'delete' });
    expect(marked.resourcesGetStatus).toEqual({ file: 'file' });
  });

  it('an operation whose body flag the platform ignores does not switch keys by it', () => {
    const ignored = contract.filter((op) => op.raw['x-dsm-admin-flag'] === 'ignored').map((op) => op.operationId);
    // The named functions of the platform's client that post with postJson, never by the flag.
    expect(ignored).toEqual(
      expect.arrayContaining([
        'accountsAccountDeletionStatus',
        'accountsDeleteAccount',
        'accountsDeleteUser',
        'databaseExists',
        'databaseSyncImportForAccount',
        'emailSendSingle',
        'impositionsSave',
        'smartCampaignValidateAdminKeys',
      ]),
    );
    expect(ignored).toHaveLength(98);
    for (const id of ignored) expect(descriptor(id).adminFlag, id).toBeUndefined();
    // The names its generated POST methods send (they pick the keys by the flag) keep it.
    for (const id of ['bucketsAddBucket', 'campaignsWriteXml', 'smartCampaignValidateAdminKeysCamelCase', 'smartServerOverwrite'])
      expect(descriptor(id).adminFlag, id).toBe(true);
  });
});
