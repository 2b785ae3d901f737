/** The explorer's data layer over the SDK's operation table and the real contract: areas, search, schema checks, copy-as. */
import contractJson from '@dsm/sdk/openapi.json';
import { operationTable as operations } from '@dsm/sdk/operations';
import { describe, expect, it } from 'vitest';
import { groupByArea } from '../src/explorer/areas';
import { initialFormValues, readCallInput } from '../src/explorer/call-input';
import { asCurl, sampleOf } from '../src/explorer/copy-as';
import { displayHeaderName } from '../src/explorer/header-names';
import type { OpenApiDocument } from '../src/explorer/openapi-document';
import { checkAgainstSchema } from '../src/explorer/schema-check';
import { searchOperations } from '../src/explorer/search';

const contract = contractJson as OpenApiDocument & { tags: { name: string }[] };
const byId = (id: string) => operations.find((operation) => operation.id === id)!;

describe('operation table → explorer areas', () => {
  it('groups by tag in the contract order, every operation once', () => {
    const areas = groupByArea(operations);
    expect(areas.map((area) => area.name)).toEqual(
      contract.tags.map((tag) => tag.name).filter((name) => areas.some((a) => a.name === name)),
    );
    expect(areas.reduce((sum, area) => sum + area.operations.length, 0)).toBe(operations.length);
  });

  it('every example in the contract passes the explorer’s own schema check', () => {
    const problems = operations.flatMap((operation) => {
      const { problems } = readCallInput(contract, operation, initialFormValues(operation));
      return problems.map((problem) => `${operation.id} ${problem.at} ${problem.message}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('search', () => {
  it('matches summary, path, operationId and hook name; all words must match', () => {
    expect(searchOperations(operations, 'useContactsCountWithQuery').map((o) => o.id)).toEqual(['contactsCountWithQuery']);
    expect(searchOperations(operations, '/api/contacts/get').map((o) => o.id)).toContain('contactsGet');
    expect(searchOperations(operations, 'query contacts').map((o) => o.id)).toContain('contactsGet');
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
  it('gives dsm.call, the function and the hook as the SDK’s samples write them', () => {
    expect(sampleOf('dsm.call', get, input, false)).toBe("const result = await dsm.call('contactsGet', { body: { size: 50 } });");
    expect(sampleOf('dsm.call', byId('adminSystemId'), {}, true)).toBe(
      "const result = await dsm.call('adminSystemId', undefined, { adminKeys: true });",
    );
    expect(sampleOf('function', byId('contactsDeleteById'), { path: { id: 5012 } }, true)).toContain(
      'await contactsDeleteById(5012, { client: dsm, adminKeys: true });',
    );
    expect(sampleOf('hook', get, input, false)).toContain('useContactsGet({ size: 50 });');
    expect(sampleOf('hook', byId('contactsDeleteById'), { path: { id: 5012 } }, false)).toContain('mutation.mutate({ id: 5012 });');
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
