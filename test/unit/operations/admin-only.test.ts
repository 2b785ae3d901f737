/**
 * `x-dsm-access: system-admin` from the contract to the descriptor and to the forwarder's question: the
 * generator writes `adminOnly: true` for the marked operations (in the area modules and the table alike), refuses
 * a mark it does not know or one on an unsigned operation, and the doc blocks and `isAdminOnly` follow the mark.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/operations/index.js';
import { listOperations, loadBundle, type ContractOperation } from '../../../scripts/generate/contract.js';
import { systemAdminOnly } from '../../../scripts/generate/descriptor-fields.js';
import { SYSTEM_ADMIN_NOTE } from '../../../scripts/generate/orval-signatures.js';
import type { Operation } from '../../../src/operation.js';
import { inAdminNamespace, isAdminOnly } from '../../../src/server/admin-only.js';

const contract = listOperations(loadBundle());
const descriptors = operations as Record<string, Operation>;
const marked = contract.filter((op) => op.raw['x-dsm-access'] === 'system-admin');
const fake = (raw: Record<string, unknown>, signed = true) =>
  ({ operationId: 'someOperation', signed, raw }) as unknown as ContractOperation;

describe('x-dsm-access: system-admin', () => {
  it('puts adminOnly: true on exactly the marked descriptors', () => {
    expect(marked.length).toBeGreaterThan(0);
    for (const op of contract) expect(descriptors[op.operationId]!.adminOnly, op.operationId).toBe(marked.includes(op) ? true : undefined);
    const databaseModule = readFileSync(new URL('../../../generated/operations/database.ts', import.meta.url), 'utf8');
    expect(databaseModule).toMatch(/operation\('databaseExistsForAccount', '[^']+', \{ adminOnly: true/);
  });

  it('reads the mark, refusing another value and a mark on an unsigned operation', () => {
    expect(systemAdminOnly(fake({}))).toBe(false);
    expect(systemAdminOnly(fake({ 'x-dsm-access': 'system-admin' }))).toBe(true);
    expect(() => systemAdminOnly(fake({ 'x-dsm-access': 'admin' }))).toThrow("someOperation: x-dsm-access can only be 'system-admin'");
    expect(() => systemAdminOnly(fake({ 'x-dsm-access': 'system-admin' }, false))).toThrow('on an unsigned operation');
  });

  it('names it in the generated function and hook docs of each marked operation, and of no other', () => {
    const functions = readFileSync(new URL('../../../generated/functions/email.ts', import.meta.url), 'utf8');
    const hooks = readFileSync(new URL('../../../generated/hooks/email.ts', import.meta.url), 'utf8');
    const docOf = (code: string, name: string) =>
      code
        .slice(0, Math.max(code.indexOf(`export function ${name}(`), code.indexOf(`export const ${name}:`)))
        .split('/**')
        .at(-1)!;
    expect(docOf(functions, 'emailSmtpServersGetForAccount')).toContain(SYSTEM_ADMIN_NOTE);
    expect(docOf(hooks, 'useEmailSmtpServersGetForAccount')).toContain(SYSTEM_ADMIN_NOTE);
    expect(docOf(functions, 'emailSmtpServersGet')).not.toContain(SYSTEM_ADMIN_NOTE);
  });

  it('isAdminOnly answers by the mark, by path (and method); the admin namespace is a separate question', () => {
    expect(isAdminOnly({ path: '/api/database/exists/{accountId}', tag: 'Database' })).toBe(true);
    expect(isAdminOnly({ path: '/api/database/exists/{accountId}', tag: 'Database', method: 'post' })).toBe(true);
    expect(isAdminOnly({ path: '/api/database/exists/{accountId}', tag: 'Database', method: 'GET' })).toBe(false);
    expect(isAdminOnly({ path: '/api/database/exists/', tag: 'Database' })).toBe(false);
    // Portal administrator calls and the admin tools are signed with the account's keys.
    expect(isAdminOnly({ path: '/api/datarelations/admin/metadata', tag: 'Data relations admin' })).toBe(false);
    expect(isAdminOnly({ path: '/api/admin/gccollect', tag: 'Admin' })).toBe(false);
    expect(isAdminOnly({ path: '/api/no/such/path', tag: 'Admin' })).toBe(false);
    expect(inAdminNamespace({ path: '/api/admin/gccollect', tag: 'Admin' })).toBe(true);
    expect(inAdminNamespace({ path: '/api/datarelations/admin/metadata', tag: 'Data relations admin' })).toBe(true);
    expect(inAdminNamespace({ path: '/api/email/smtpservers/get/{accountId}', tag: 'Email' })).toBe(false);
    for (const op of marked) expect(isAdminOnly({ path: op.path, tag: op.tag, method: op.method }), op.operationId).toBe(true);
  });
});
