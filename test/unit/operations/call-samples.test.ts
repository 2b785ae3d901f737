/** The code samples the docs and the console's "copy as" print for one call. */
import { describe, expect, it } from 'vitest';
import { curlCommand, dsmCallSample, functionSample, hookSample, operationTable } from '../../../src/operations/index.js';
import { tsLiteral } from '../../../src/operations/ts-literal.js';

const byId = (id: string) => operationTable.find((entry) => entry.id === id)!;

describe('call samples', () => {
  const deleteById = byId('contactsDeleteById');

  it('writes dsm.call with path values and body, adding admin keys only when asked', () => {
    expect(dsmCallSample(deleteById, { path: { id: 5012 } })).toBe(
      `const result = await dsm.call('contactsDeleteById', { path: { id: 5012 } });`,
    );
    expect(dsmCallSample(byId('contactsCount'), {}, { adminKeys: true })).toBe(
      `const result = await dsm.call('contactsCount', undefined, { adminKeys: true });`,
    );
    expect(dsmCallSample(byId('contactsCount'), {})).toBe(`const result = await dsm.call('contactsCount');`);
  });

  it('writes the function with positional path values, then the body, then the options', () => {
    const source = functionSample(byId('contactsCountWithQuery'), { body: { wheres: [] } }, { adminKeys: true });
    expect(source).toBe(
      `import { contactsCountWithQuery } from '@dsm/sdk';\n\nconst result = await contactsCountWithQuery({ wheres: [] }, { client: dsm, adminKeys: true });`,
    );
  });

  it('writes a query hook called on render and a mutation hook called by mutate()', () => {
    expect(hookSample(byId('contactsListPage'), { path: { start: 0, size: 50 } })).toContain(
      'const { data, error, isPending } = useContactsListPage(0, 50);',
    );
    const mutation = hookSample(deleteById, { path: { id: 5012 } });
    expect(mutation).toContain('(sent as GET, yet it changes data)');
    expect(mutation).toContain('mutation.mutate({ id: 5012 });');
    expect(hookSample(byId('contactsCountWithQuery'), { body: { wheres: [] } })).toContain('useContactsCountWithQuery({ wheres: [] });');
  });

  it('breaks a literal over lines past the width', () => {
    const body = { firstName: 'Jane', lastName: 'Doe', eMail: 'jane.doe@example.com' };
    const source = dsmCallSample(byId('contactsInsert'), { body }, { width: 40 });
    expect(source.split('\n').length).toBeGreaterThan(3);
    expect(source).toContain(`    firstName: 'Jane',`);
  });

  it('keeps an empty object or array inline wherever it starts, and breaks a full one without blank lines', () => {
    expect(tsLiteral({}, 0, 10, 50)).toBe('{}');
    expect(tsLiteral({ list: [] }, 0, 10, 50)).toBe('{\n  list: [],\n}');
    expect(tsLiteral(['a', 'b'], 2, 4)).toBe("[\n    'a',\n    'b',\n  ]");
  });

  it('quotes curl for the shell: values in single quotes, variables expanded', () => {
    const command = curlCommand({
      method: 'post',
      url: "https://example.com/api/it's",
      headers: [
        ['X-DSM-Algo', 'hmacsha256'],
        ['X-DSM-Id', { shell: '$DSM_PUBLIC_KEY' }],
      ],
      body: '{"a":"it\'s"}',
    });
    expect(command).toBe(
      [
        `curl -X POST 'https://example.com/api/it'\\''s'`,
        `-H 'X-DSM-Algo: hmacsha256'`,
        `-H "X-DSM-Id: $DSM_PUBLIC_KEY"`,
        `--data-raw '{"a":"it'\\''s"}'`,
      ].join(' \\\n  '),
    );
  });
});
