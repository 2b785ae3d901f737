/** The explorer's data layer over the real contract: every operation listed, search, schema checks, copy-as. */
// The SDK's own table of every operation (a test may look inside the repository; the console app may not).
import { operations as routes } from '../../generated/operations/index.js';
import contractJson from '@dsm/sdk/openapi.json';
import { describe, expect, it } from 'vitest';
import { initialFormValues, readCallInput } from '../src/explorer/call-input';
import { groupByArea, listOperations, type OpenApiDocument } from '../src/explorer/contract';
import { asCurl, asDsmCall, asFunction, asHook, displayHeaderName } from '../src/explorer/copy-as';
import { checkAgainstSchema } from '../src/explorer/schema-check';
import { searchOperations } from '../src/explorer/search';

const contract = contractJson as OpenApiDocument;
const operations = listOperations(contract);
const byId = (id: string) => operations.find((operation) => operation.operationId === id)!;

describe('contract → explorer operations', () => {
  it('lists exactly the operations of the route table, with the same method, path, kind and signing', () => {
    const fromRoutes = Object.entries(routes).map(([id, route]) => ({
      id,
      method: route.method,
      path: route.path,
      kind: route.kind,
      signed: !route.unsigned,
    }));
    const fromExplorer = operations.map((o) => ({ id: o.operationId, method: o.method, path: o.path, kind: o.kind, signed: o.signed }));
    const sort = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(sort(fromExplorer)).toEqual(sort(fromRoutes));
  });

  it('groups by tag in the contract order, every operation once', () => {
    const areas = groupByArea(contract, operations);
    expect(areas.map((area) => area.name)).toEqual(
      (contract.tags ?? []).map((tag) => tag.name).filter((name) => areas.some((a) => a.name === name)),
    );
    expect(areas.reduce((sum, area) => sum + area.operations.length, 0)).toBe(operations.length);
  });

  it('derives hook and function names, path values and bodies with their examples', () => {
    const deleteById = byId('contactsDeleteById');
    expect(deleteById).toMatchObject({
      hookName: 'useContactsDeleteById',
      functionName: 'contactsDeleteById',
      method: 'GET',
      kind: 'mutation',
      body: null,
    });
    expect(deleteById.pathValues.map((value) => value.name)).toEqual(['id']);
    expect(deleteById.pathValues[0]!.example).toBeTypeOf('number');
    expect(byId('contactsGet').body?.example).toMatchObject({ size: 50, start: 0 });
  });

  it('every example in the contract passes the explorer’s own schema check', () => {
    const problems = operations.flatMap((operation) => {
      const { problems } = readCallInput(contract, operation, initialFormValues(operation));
      return problems.map((problem) => `${operation.operationId} ${problem.at} ${problem.message}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('search', () => {
  it('matches summary, path, operationId and hook name; all words must match', () => {
    expect(searchOperations(operations, 'useContactsCountWithQuery').map((o) => o.operationId)).toEqual(['contactsCountWithQuery']);
    expect(searchOperations(operations, '/api/contacts/get').map((o) => o.operationId)).toContain('contactsGet');
    expect(searchOperations(operations, 'query contacts').map((o) => o.operationId)).toContain('contactsGet');
    expect(searchOperations(operations, 'contacts zzzz')).toEqual([]);
    expect(searchOperations(operations, '  ').length).toBe(operations.length);
  });
});

describe('schema check', () => {
  const query = byId('contactsGet').body!.schema;
  it('names where a value breaks the schema', () => {
    const problems = checkAgainstSchema(
      contract,
      query,
      { size: 'fifty', columns: [{ columnName: 5 }], orders: [{ columnName: 'x', orderMode: 7 }] },
      'body',
    );
    expect(problems.map((p) => p.at)).toEqual(
      expect.arrayContaining(['body.size', 'body.columns[0].columnName', 'body.orders[0].orderMode']),
    );
  });
  it('accepts the example and refuses invalid JSON and missing path values', () => {
    const operation = byId('contactsDeleteById');
    expect(readCallInput(contract, operation, { path: { id: '' }, body: '' }).problems).toEqual([
      { at: 'path.id', message: 'is required' },
    ]);
    expect(readCallInput(contract, operation, { path: { id: '5012' }, body: '' })).toEqual({ input: { path: { id: 5012 } }, problems: [] });
    expect(readCallInput(contract, byId('contactsGet'), { path: {}, body: '{' }).problems[0]!.message).toMatch(/^is not valid JSON/);
  });
});

describe('copy as', () => {
  const get = byId('contactsGet');
  const input = { body: { size: 50 } };
  it('gives dsm.call, the function and the hook', () => {
    expect(asDsmCall(get, input, false)).toBe('const result = await dsm.call(\'contactsGet\', { body: {\n  "size": 50\n} });');
    expect(asDsmCall(byId('adminSystemId'), {}, true)).toBe(
      "const result = await dsm.call('adminSystemId', undefined, { adminKeys: true });",
    );
    expect(asFunction(byId('contactsDeleteById'), { path: { id: 5012 } }, false)).toContain(
      'await contactsDeleteById(5012, { client: dsm });',
    );
    expect(asHook(get, input)).toContain('useContactsGet({\n  "size": 50\n});');
    expect(asHook(byId('contactsDeleteById'), { path: { id: 5012 } })).toContain('mutation.mutate({ id: 5012 });');
  });
  it('gives curl with every header, key headers as shell variables, the body quoted for the shell', () => {
    const curl = asCurl(
      {
        method: 'POST',
        url: 'https://h.example/api/x',
        headers: [
          ['x-dsm-id', 'pub'],
          ['x-dsm-designersignature', 'ab'],
          ['content-type', 'application/json'],
        ],
        body: `{"a":"it's"}`,
      },
      (name) => (name === 'x-dsm-id' ? '$DSM_PUBLIC_KEY' : null),
    );
    expect(curl).toBe(
      `curl -X POST 'https://h.example/api/x' \\\n  -H "X-DSM-Id: $DSM_PUBLIC_KEY" \\\n  -H 'X-DSM-DesignerSignature: ab' \\\n  -H 'Content-Type: application/json' \\\n  --data-raw '{"a":"it'\\''s"}'`,
    );
    expect(displayHeaderName('x-dsm-cid')).toBe('X-DSM-Cid');
  });
});
