/** The explorer's enumeration fields, read from the real contract: names, descriptions, null, and the message for a value it does not allow. */
import contractJson from '@dsm/sdk/openapi.json';
import { operationTable as operations } from '@dsm/sdk/operations';
import { describe, expect, it } from 'vitest';
import { readCallInput } from '../src/explorer/call-input';
import { enumChoiceOf, optionText } from '../src/explorer/enum-choice';
import type { OpenApiDocument, Schema } from '../src/explorer/openapi-document';

const contract = contractJson as OpenApiDocument;
const byId = (id: string) => operations.find((operation) => operation.id === id)!;
const bodyProperty = (id: string, name: string) => {
  const body = byId(id).body!.schema as Schema;
  const schemas = contract.components!.schemas as Record<string, Schema>;
  const resolved = body.$ref ? schemas[body.$ref.split('/').pop()!]! : body;
  return resolved.properties![name]!;
};

describe('enumChoiceOf', () => {
  it('reads an "enum or null" field: its names, descriptions and null', () => {
    const choice = enumChoiceOf(contract, bodyProperty('contactsInsert', 'rating'))!;
    expect(choice.options.map((option) => [option.value, option.name])).toEqual([
      [0, 'cold'],
      [1, 'warm'],
      [2, 'hot'],
    ]);
    expect(choice.nullable).toBe(true);
    expect(choice.description).toBe('Sales rating of a contact.');
  });

  it('reads a plain enum in a path, a description shown where it says more than the name', () => {
    const api = byId('applicationsGetByApi').pathValues.find((value) => value.name === 'api')!;
    const choice = enumChoiceOf(contract, api.schema)!;
    expect(choice.nullable).toBe(false);
    expect(choice.options.map(optionText)).toEqual(['twitter (1): Twitter (social posting)', 'googleDrivePicker (2)']);
  });

  it('is null for a field that is not an enumeration', () => {
    expect(enumChoiceOf(contract, bodyProperty('contactsInsert', 'firstName'))).toBeNull();
  });

  it('offers a control for every enum field of every request body and path', () => {
    const missing = operations.flatMap((operation) =>
      operation.pathValues
        .filter((value) => JSON.stringify(value.schema).includes('"$ref"') && !enumChoiceOf(contract, value.schema))
        .map((value) => `${operation.id} ${value.name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('a value the enum does not allow', () => {
  it('is refused with every allowed name, also when null is allowed', () => {
    const { problems } = readCallInput(contract, byId('contactsInsert'), { path: {}, body: '{ "rating": 7 }' });
    expect(problems).toContainEqual({ at: 'body.rating', message: 'must be one of cold (0), warm (1), hot (2) or null' });
  });

  it('is refused in a path value', () => {
    const { problems } = readCallInput(contract, byId('applicationsGetByApi'), { path: { api: '3' }, body: '' });
    expect(problems).toContainEqual({ at: 'path.api', message: 'must be one of twitter (1), googleDrivePicker (2)' });
  });

  it('null and an allowed value pass', () => {
    for (const rating of ['null', '2']) {
      const { problems } = readCallInput(contract, byId('contactsInsert'), { path: {}, body: `{ "rating": ${rating} }` });
      expect(problems.filter((problem) => problem.at === 'body.rating')).toEqual([]);
    }
  });
});
