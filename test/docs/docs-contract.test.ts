/** The docs view of the contract: enumeration tables, kinds, SDK names and code samples for every operation. */
import { describe, expect, it } from 'vitest';
import { listOperations, loadBundle, type ContractOperation } from '../../scripts/generate/contract.js';
import { CLIENT_CHECKS_HEADING } from '../../scripts/docs/client-checks.js';
import { SAMPLE_TABS } from '../../scripts/docs/code-samples.js';
import { docsContract } from '../../scripts/docs/docs-contract.js';
import { enumTable } from '../../scripts/docs/enum-tables.js';
import { GUIDE_HEADING } from '../../scripts/docs/guide.js';
import { LONG_JOB_HEADING } from '../../scripts/docs/job-docs.js';
import { sdkNames } from '../../src/operations/index.js';
import { tsLiteral } from '../../src/operations/ts-literal.js';
import { operationExamples } from '../../scripts/generate/operation-examples.js';

const bundle = loadBundle();
const before = JSON.stringify(bundle);
const docs = docsContract(bundle);
const operations = listOperations(docs);
const byId = (id: string) => operations.find((op) => op.operationId === id)!;
type SampleLabel = (typeof SAMPLE_TABS)[number]['label'];
const samples = (op: ContractOperation) =>
  Object.fromEntries((op.raw['x-codeSamples'] as { label: string; source: string }[]).map((s) => [s.label, s.source])) as Record<
    SampleLabel,
    string
  >;

function enumSchemas(node: unknown, found: Record<string, any>[] = []): Record<string, any>[] {
  if (Array.isArray(node)) node.forEach((item) => enumSchemas(item, found));
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, any>;
    if (Array.isArray(schema.enum) && schema['x-enum-varnames']) found.push(schema);
    for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') enumSchemas(value, found);
  }
  return found;
}

describe('docsContract()', () => {
  it('leaves the bundled contract itself untouched', () => {
    expect(JSON.stringify(bundle)).toBe(before);
  });

  it('gives every enumeration a value / name / meaning table with one row per value', () => {
    const original = enumSchemas(bundle);
    const rendered = enumSchemas(docs);
    expect(original.length).toBeGreaterThan(50);
    expect(rendered).toHaveLength(original.length);
    rendered.forEach((schema, i) => {
      const rows = schema.description.split('\n').filter((line: string) => line.startsWith('| `'));
      expect(rows).toHaveLength(schema.enum.length);
      expect(schema.description.startsWith(original[i]!.description ?? '')).toBe(true);
      schema.enum.forEach((value: unknown, j: number) => {
        expect(rows[j]).toContain(`| \`${JSON.stringify(value)}\` | ${schema['x-enum-varnames'][j]} |`);
        if (schema['x-enum-descriptions']) expect(rows[j]).toContain(schema['x-enum-descriptions'][j].replace(/\|/g, '\\|'));
      });
    });
  });

  it('writes the table as markdown: header, separator, rows; meanings only where the contract has them', () => {
    expect(enumTable({ enum: [0, 1], 'x-enum-varnames': ['success', 'failure'], 'x-enum-descriptions': ['It | worked', 'No'] })).toBe(
      ['| Value | Name | Meaning |', '| --- | --- | --- |', '| `0` | success | It \\| worked |', '| `1` | failure | No |'].join('\n'),
    );
    expect(enumTable({ enum: ['a'], 'x-enum-varnames': ['alpha'] })).toBe(
      ['| Value | Name |', '| --- | --- |', '| `"a"` | alpha |'].join('\n'),
    );
    expect(enumTable({ enum: [0] })).toBeUndefined();
    expect(() => enumTable({ enum: [0, 1], 'x-enum-varnames': ['one'] })).toThrow('x-enum-varnames has 1 entries for 2 enum values');
  });

  it('shows a job-state schema’s rule and each value’s job outcome (x-dsm-job-states)', () => {
    const image = docs.components.schemas.ImageImportState;
    expect(image.description).toContain(
      'Job states (`x-dsm-job-states`, checked in this order): waits for decisions at `1001`; failed from `1000`; finished from `500`; running otherwise.',
    );
    const rows = image.description.split('\n').filter((line: string) => line.startsWith('| `'));
    expect(rows.find((row: string) => row.startsWith('| `100` |'))).toMatch(/\| running \|$/);
    expect(rows.find((row: string) => row.startsWith('| `500` |'))).toMatch(/\| finished \|$/);
    expect(rows.find((row: string) => row.startsWith('| `1001` |'))).toMatch(/\| waits for decisions \|$/);
    expect(rows.find((row: string) => row.startsWith('| `2000` |'))).toMatch(/\| failed \|$/);
    // A job whose states the platform does not list: the rule without a table.
    expect(docs.components.schemas.CampaignRenderState.description).toContain('finished at `2`, `3`, `4`; running otherwise.');
  });

  it('marks every operation with its kind, and a GET that changes data in its summary', () => {
    const originals = new Map(listOperations(bundle).map((o) => [o.operationId, o.raw]));
    for (const op of operations) {
      const original = originals.get(op.operationId)!;
      expect(op.raw['x-badges'], op.operationId).toEqual([expect.objectContaining({ name: op.kind })]);
      const getChanges = op.kind === 'mutation' && op.method === 'get';
      expect(op.raw.summary, op.operationId).toBe(getChanges ? `${original.summary} · GET changes data` : original.summary);
    }
    expect(operations.filter((op) => op.raw.summary.endsWith('GET changes data')).length).toBeGreaterThan(50);
  });

  it('names the operation, function and hook in every description (the page search indexes it)', () => {
    for (const op of operations) {
      const { hookName: hook } = sdkNames(op.operationId);
      expect(op.raw.description, op.operationId).toContain(
        `\`dsm.call('${op.operationId}', …)\` · function \`${op.operationId}\` · ${op.kind} hook \`${hook}\``,
      );
    }
  });

  it('says "Access: system admin only" on each operation marked x-dsm-access, and on no other', () => {
    for (const op of operations) {
      const says = (op.raw.description as string).includes('**Access: system admin only.**');
      expect(says, op.operationId).toBe(op.raw['x-dsm-access'] === 'system-admin');
    }
    expect(byId('databaseExistsForAccount').raw.description).toContain('`adminPublicKey`/`adminPrivateKey`');
    expect(byId('databaseExists').raw.description).not.toContain('Access:');
  });

  it('describes every long job on its start and status operations: status call, interval and each outcome with its message', () => {
    const hosts = operations.filter((op) => op.raw['x-dsm-job']);
    expect(hosts.length).toBeGreaterThanOrEqual(41);
    for (const op of hosts) {
      const job = op.raw['x-dsm-job'];
      expect(op.raw.description, op.operationId).toContain(`${LONG_JOB_HEADING} \`${job.name}\`**`);
      expect(byId(job.status).raw.description, job.status).toContain(`every ${job.poll.intervalMs} ms`);
    }
    const replace: string = byId('campaignsReplaceDocument').raw.description;
    expect(replace).toContain('| `couldNotFindCampaign` | failed | `state: 1001` | Could not find the campaign. |');
    expect(replace).toContain("every 500 ms (the platform's documentation)");
  });

  it("lists an operation's client-side checks in its description, in order, with the platform's words", () => {
    const description: string = byId('campaignsFromDocumentTemplate').raw.description;
    const list = description
      .slice(description.indexOf(CLIENT_CHECKS_HEADING))
      .split('\n')
      .filter((line) => /^\d+\. /.test(line));
    expect(list).toEqual([
      `1. \`id\` (path) missing, \`null\` or empty: "No 'campaignId' parameter provided."`,
      `2. \`id\` (path) given but not an integer: "Invalid 'campaignId' parameter. Must be an integer."`,
      `3. \`templateId\` (path) missing, \`null\` or empty: "No 'documentTemplateId' parameter provided."`,
      `4. \`templateId\` (path) given but not an integer: "Invalid 'documentTemplateId' parameter. Must be an integer."`,
    ]);
    // A hand-written check is described by its doc comment and named.
    expect(byId('campaignsSetDomain').raw.description).toContain('3. `domain` must be there (it may be empty) (`domainGiven`)');
    // An operation without checks has no such list.
    expect(byId('campaignsGetAll').raw.description).not.toContain(CLIENT_CHECKS_HEADING);
  });

  it('puts the getting-started and signing section first in the page', () => {
    expect(docs.info.description.startsWith(`# ${GUIDE_HEADING}\n`)).toBe(true);
    expect(docs.info.description).toContain(bundle.info.description);
  });
});

describe('x-codeSamples', () => {
  it('has the four tabs, in order, for every operation', () => {
    for (const op of operations) {
      expect(
        (op.raw['x-codeSamples'] as object[]).map(({ lang, label }: any) => ({ lang, label })),
        op.operationId,
      ).toEqual(SAMPLE_TABS.map(({ lang, label }) => ({ lang, label })));
    }
  });

  it("call dsm.call, the function and the hook by the operation's names, with its example values", () => {
    for (const op of operations) {
      const { pathValues, hasBody, body } = operationExamples(bundle, op);
      const code = samples(op);
      const { hookName: hook } = sdkNames(op.operationId);
      expect(code['dsm.call'], op.operationId).toContain(`await dsm.call('${op.operationId}'`);
      expect(code.Function, op.operationId).toContain(`import { ${op.operationId} } from '@dsm/sdk';`);
      expect(code.Function, op.operationId).toContain(`await ${op.operationId}(`);
      expect(code['React hook'], op.operationId).toContain(`import { ${hook} } from '@dsm/sdk/react';`);
      for (const { value } of pathValues) expect(code.Function, op.operationId).toContain(tsLiteral(value));
      if (hasBody) expect(code.curl, op.operationId).toContain(`--data-raw '${JSON.stringify(body).replace(/'/g, `'\\''`)}'`);
      else expect(code.curl, op.operationId).not.toContain('--data-raw');
      if (op.kind === 'query') {
        expect(code['React hook'], op.operationId).toMatch(new RegExp(`const \\{ data, error, isPending \\} = ${hook}\\(`));
        expect(code['React hook'], op.operationId).not.toContain('mutate(');
      } else {
        expect(code['React hook'], op.operationId).toContain(`const mutation = ${hook}();\nmutation.mutate(`);
      }
    }
  });

  it('write the exact examples: dsm.call input, function arguments, hook variables', () => {
    const del = samples(byId('contactsDeleteById'));
    expect(del['dsm.call']).toContain(`const result = await dsm.call('contactsDeleteById', {\n  path: { id: 5012 },\n});\n// result: true`);
    expect(del.Function).toContain('const result = await contactsDeleteById(5012, { client: dsm });');
    expect(del['React hook']).toContain('const mutation = useContactsDeleteById();\nmutation.mutate({ id: 5012 });');
    expect(del['React hook']).toContain('sent as GET, yet it changes data');
    expect(samples(byId('adminRecycle'))['React hook']).toContain('const mutation = useAdminRecycle();\nmutation.mutate();');
    const count = samples(byId('contactsCount'));
    expect(count['dsm.call']).toContain(`await dsm.call('contactsCount');`);
    expect(count.Function).toContain('await contactsCount({ client: dsm });');
    expect(count['React hook']).toContain('= useContactsCount();');
    const get = samples(byId('contactsGet'));
    // The body is written in place, where the SDK's types check it.
    expect(get.Function).toContain("const result = await contactsGet({\n  size: 50,\n  start: 0,\n  columns: [{ columnName: '*' }],");
    expect(get.Function).toContain('  wheres: [],\n}, { client: dsm });');
    expect(get['React hook']).toContain('const { data, error, isPending } = useContactsGet({\n  size: 50,');
  });

  it('name the X-DSM-* headers in curl for signed operations and none for unsigned ones', () => {
    const signedHeaders = [
      'X-DSM-Algo: hmacsha256',
      'X-DSM-Id: $DSM_PUBLIC_KEY',
      'X-DSM-Time: $DSM_TIME',
      'X-DSM-Signature: $DSM_SIGNATURE',
    ];
    for (const op of operations) {
      const { curl } = samples(op);
      for (const header of signedHeaders) expect(curl.includes(header), `${op.operationId} ${header}`).toBe(op.signed);
      expect(curl, op.operationId).toContain(`curl -X ${op.method.toUpperCase()} 'https://demo.example.com/api/`);
    }
    const unsigned = operations.filter((op) => !op.signed);
    expect(unsigned.length).toBeGreaterThan(0);
    for (const op of unsigned) expect(samples(op)['dsm.call']).toContain('Unsigned operation');
  });

  it('percent-encode path values in curl as the SDK sends them', () => {
    expect(samples(byId('campaignTemplatesByName')).curl).toMatch(/'https:\/\/demo\.example\.com\/api\/campaignTemplates\/byname\/[^' ]+'/);
    const { curl } = samples(byId('contactsDeleteById'));
    expect(curl).toContain(`curl -X GET 'https://demo.example.com/api/contacts/delete/5012' \\\n`);
  });
});
