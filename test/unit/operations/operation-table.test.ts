/** `@dsm/sdk/operations`: the public operation table agrees with what the SDK sends and exports. */
import { describe, expect, it } from 'vitest';
import * as functions from '../../../generated/functions/index.js';
import * as hooks from '../../../generated/hooks/index.js';
import { operations as descriptors } from '../../../generated/operations/index.js';
import { loadBundle } from '../../../scripts/generate/contract.js';
import { operationTable } from '../../../src/operations/index.js';

const bundle = loadBundle();
const byId = (id: string) => operationTable.find((entry) => entry.id === id)!;

describe('the operation table', () => {
  it('lists exactly the operations the transport sends, with the same method, path, kind and signing', () => {
    const sort = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    const fromTable = operationTable.map(({ id, method, path, kind, signed }) => ({ id, method, path, kind, signed }));
    const fromDescriptors = Object.values(descriptors).map(({ id, method, path, kind, unsigned }) => ({
      id,
      method,
      path,
      kind,
      signed: !unsigned,
    }));
    expect(sort(fromTable)).toEqual(sort(fromDescriptors));
  });

  it('names a function of @dsm/sdk and a hook of @dsm/sdk/react that exist', () => {
    const missing = operationTable.flatMap((entry) => [
      ...(typeof (functions as Record<string, unknown>)[entry.functionName] === 'function' ? [] : [entry.functionName]),
      ...(typeof (hooks as Record<string, unknown>)[entry.hookName] === 'function' ? [] : [entry.hookName]),
    ]);
    expect(missing).toEqual([]);
    expect(byId('contactsDeleteById')).toMatchObject({ functionName: 'contactsDeleteById', hookName: 'useContactsDeleteById' });
  });

  it('keeps the contract’s tag order, every operation of a tag together', () => {
    const tags = operationTable.map((entry) => entry.tag).filter((tag, i, all) => all.indexOf(tag) === i);
    const contractOrder = (bundle.tags as { name: string }[]).map((tag) => tag.name).filter((name) => tags.includes(name));
    expect(tags).toEqual(contractOrder);
    const runs = operationTable.filter((entry, i) => i === 0 || operationTable[i - 1]!.tag !== entry.tag).length;
    expect(runs).toBe(tags.length);
  });

  it('gives path values in template order, and bodies with their schema and example', () => {
    expect(byId('contactsListPage').pathValues.map((value) => value.name)).toEqual(['start', 'size']);
    expect(byId('contactsDeleteById')).toMatchObject({ method: 'GET', kind: 'mutation', body: null });
    expect(byId('contactsDeleteById').pathValues[0]!.example).toBeTypeOf('number');
    const get = byId('contactsGet').body!;
    expect(get.required).toBe(true);
    expect(get.schema.$ref).toMatch(/^#\/components\/schemas\//);
    expect(get.example).toMatchObject({ size: 50, start: 0 });
  });

  it('is plain data: every entry survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(operationTable))).toEqual(operationTable);
  });
});
