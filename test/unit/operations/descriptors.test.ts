/**
 * The operation descriptors (generated/operations/) as the transport reads them: each says what the
 * contract says of its operation, whichever module it comes from, and the compact form the generator
 * writes (`operationsIn`) makes exactly those objects, frozen and accepted by `send()`.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations as table } from '../../../generated/operations/index.js';
import { listOperations, loadBundle } from '../../../scripts/generate/contract.js';
import { pathValueTypes } from '../../../scripts/generate/descriptor-fields.js';
import { areaOf } from '../../../scripts/generate/operation-table.js';
import { isContractOperation, type Operation, operationsIn } from '../../../src/operation.js';
import { inputRules } from '../../../src/validation/checks.js';

const bundle = loadBundle();
const contract = listOperations(bundle);
const operationsDir = new URL('../../../generated/operations/', import.meta.url);
const areaModules = readdirSync(operationsDir).filter((file) => file !== 'index.ts');
const fromAreas = new Map<string, Operation>();
for (const file of areaModules)
  for (const [name, value] of Object.entries(await import(new URL(file, operationsDir).href))) fromAreas.set(name, value as Operation);

const expected = (op: (typeof contract)[number]) => ({
  id: op.operationId,
  method: op.method.toUpperCase(),
  path: op.path,
  kind: op.kind,
  area: areaOf(op.tag),
  ...(op.body !== 'none' && { body: op.body }),
  ...(Object.keys(pathValueTypes(bundle, op)).length && { params: pathValueTypes(bundle, op) }),
});

describe('the operation descriptors', () => {
  it('say what the contract says of each operation: method, path, kind, area, body and path value types in template order', () => {
    expect(fromAreas.size).toBe(contract.length);
    for (const op of contract) {
      for (const descriptor of [fromAreas.get(op.operationId), (table as Record<string, Operation>)[op.operationId]]) {
        expect(descriptor, op.operationId).toMatchObject(expected(op));
        expect('body' in descriptor!, op.operationId).toBe(op.body !== 'none');
        expect(Object.keys(descriptor!.params ?? {}), op.operationId).toEqual((op.path.match(/[^{}]+(?=\})/g) ?? []) as string[]);
        expect(Object.isFrozen(descriptor) && (!descriptor!.params || Object.isFrozen(descriptor!.params)), op.operationId).toBe(true);
        expect(isContractOperation(descriptor), op.operationId).toBe(true);
        // The code that runs the checks and writes the resource names comes with every descriptor that has either.
        expect(descriptor!.inputRules === inputRules, op.operationId).toBe(!!(descriptor!.checks || descriptor!.resourceNames));
      }
    }
  });
});

describe('operationsIn, the maker the generated descriptors are written with', () => {
  const operation = operationsIn('contacts');

  it('takes the body from the method unless told otherwise: a POST sends a required body, a GET none', () => {
    expect(operation('a', 'query POST /api/a')).toEqual({
      id: 'a',
      method: 'POST',
      path: '/api/a',
      kind: 'query',
      area: 'contacts',
      body: 'required',
    });
    expect('body' in operation('b', 'mutation GET /api/b')).toBe(false);
    expect(operation('c', 'mutation POST /api/c', { body: 'optional' }).body).toBe('optional');
    expect('body' in operation('d', 'mutation POST /api/d', { body: 'none' })).toBe(false);
    expect(operation('e', 'query GET /api/e', { body: 'required' }).body).toBe('required');
  });

  it('names the path values after the template, in its order, with the types the route lists', () => {
    const made = operation('contactsListPage', 'query GET /api/contacts/{start}/{size}/x/{name} integer number string');
    expect(made.params).toEqual({ start: 'integer', size: 'number', name: 'string' });
    expect(Object.keys(made.params!)).toEqual(['start', 'size', 'name']);
    expect('params' in operation('f', 'query GET /api/f')).toBe(false);
  });

  it('keeps the other fields, freezes what it makes, and only what it makes is sent', () => {
    const checks = [['model', 'No params provided.']] as const;
    const made = operation('g', 'mutation POST /api/g/{file} string', { unsigned: true, resourceNames: { file: 'delete' }, checks });
    expect(made).toMatchObject({ unsigned: true, resourceNames: { file: 'delete' }, checks });
    for (const part of [made, made.params, made.resourceNames, made.checks]) expect(Object.isFrozen(part)).toBe(true);
    expect(isContractOperation(made)).toBe(true);
    expect(isContractOperation({ ...made })).toBe(false);
  });
});
