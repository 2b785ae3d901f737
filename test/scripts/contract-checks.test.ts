/**
 * The contract's client-side checks (`x-dsm-checks` with `x-dsm-missing`, `x-dsm-not-integer` and
 * `x-dsm-check`) reach every operation descriptor exactly, in the listed order, and the generator refuses a
 * list it cannot read.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { operations } from '../../generated/operations/index.js';
import { type ContractOperation, listOperations, loadBundle } from '../../scripts/generate/contract.js';
import { contractChecks, customCheckModules } from '../../scripts/generate/contract-checks.js';
import type { Operation } from '../../src/operation.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundle = loadBundle(inject('bundlePath'));
const modules = customCheckModules(root);
const names = new Set(modules.keys());
const exported = new Map<string, unknown>();
for (const [name, module] of modules)
  exported.set(name, ((await import(`../../src/validation/${module}.ts`)) as Record<string, unknown>)[name]);
const descriptor = (id: string) => (operations as Record<string, Operation>)[id]!;

/** A made-up operation with one path parameter `id` and a body with a property `name`. */
const operation = (raw: Record<string, unknown>): ContractOperation => ({
  operationId: 'madeUp',
  method: 'post',
  path: '/api/made/{id}',
  kind: 'mutation',
  tag: 'Made',
  signed: true,
  body: 'required',
  raw: {
    parameters: [{ name: 'id', in: 'path', 'x-dsm-missing': 'No id.' }],
    requestBody: { 'x-dsm-missing': 'No body.', content: { 'application/json': { schema: { properties: { name: { type: 'string' } } } } } },
    ...raw,
  },
});

describe("the contract's client-side checks", () => {
  it('reach every descriptor as listed: data for the words, the exported function for a hand-written check', () => {
    let checked = 0;
    for (const op of listOperations(bundle)) {
      const expected = contractChecks(bundle, op, names).map((check) => {
        if (check.kind === 'custom') return exported.get(check.name);
        if (check.kind === 'model') return ['model', check.message];
        return [check.kind, check.where, check.name, check.message];
      });
      expect(descriptor(op.operationId).checks ?? [], op.operationId).toEqual(expected);
      if (expected.length) checked++;
    }
    expect(checked).toBeGreaterThan(250);
    expect(descriptor('campaignsSetDomain').checks).toEqual([
      ['model', 'No params provided.'],
      ['missing', 'field', 'campaignId', "No 'campaignId' parameter provided."],
      exported.get('domainGiven'),
    ]);
  });

  it('uses every word the contract gives: none sits on an input that no operation checks', () => {
    const given = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'x-dsm-missing' || key === 'x-dsm-not-integer') given.add(`${key}: ${value}`);
          else if (key === 'x-dsm-check') given.add(`x-dsm-check: ${value}`);
          else if (key !== 'example' && key !== 'examples') visit(value);
        }
      }
    };
    visit(bundle);
    const used = new Set(
      listOperations(bundle).flatMap((op) =>
        contractChecks(bundle, op, names).map((check) =>
          check.kind === 'custom'
            ? `x-dsm-check: ${check.name}`
            : `x-dsm-${check.kind === 'not-integer' ? 'not-integer' : 'missing'}: ${check.message}`,
        ),
      ),
    );
    expect(given.size).toBeGreaterThan(50);
    expect([...given].filter((word) => !used.has(word))).toEqual([]);
  });

  it('reads a name that is both a path parameter and a body property as the path parameter', () => {
    expect(descriptor('databaseSyncChangeSettingsForAccount').checks?.[1]).toEqual([
      'missing',
      'path',
      'accountId',
      'No account id provided.',
    ]);
  });

  it("runs an input's words in order: missing, then not an integer, then its hand-written check", () => {
    const op = operation({
      'x-dsm-checks': ['id'],
      parameters: [
        { name: 'id', in: 'path', 'x-dsm-check': 'knownComparers', 'x-dsm-not-integer': 'Not whole.', 'x-dsm-missing': 'No id.' },
      ],
    });
    expect(contractChecks(bundle, op, names)).toEqual([
      { kind: 'missing', where: 'path', name: 'id', message: 'No id.' },
      { kind: 'not-integer', where: 'path', name: 'id', message: 'Not whole.' },
      { kind: 'custom', name: 'knownComparers' },
    ]);
  });

  it('refuses a list it cannot read', () => {
    const fails = (raw: Record<string, unknown>) => () => contractChecks(bundle, operation(raw), names);
    expect(fails({ 'x-dsm-checks': ['requestBody', 'id'] })).not.toThrow();
    expect(fails({ 'x-dsm-checks': ['nothingSuch'] })).toThrow("names 'nothingSuch', which is no input nor hand-written check");
    expect(fails({ 'x-dsm-checks': ['name'] })).toThrow("names 'name', which carries no check");
    expect(fails({ 'x-dsm-checks': 'id' })).toThrow('lists the inputs to check');
    expect(fails({ 'x-dsm-checks': [] })).toThrow('lists the inputs to check');
    expect(fails({ 'x-dsm-checks': ['id'], parameters: [{ name: 'id', in: 'path', 'x-dsm-missing': '' }] })).toThrow('must be a message');
    expect(fails({ 'x-dsm-checks': ['id'], parameters: [{ name: 'id', in: 'path', 'x-dsm-check': 'not a name' }] })).toThrow(
      'names exported checks',
    );
    expect(fails({ 'x-dsm-checks': ['id'], parameters: [{ name: 'id', in: 'path', 'x-dsm-check': 'nothingSuch' }] })).toThrow(
      "x-dsm-check 'nothingSuch' is exported by no module",
    );
    expect(fails({ 'x-dsm-checks': ['requestBody'], requestBody: { 'x-dsm-not-integer': 'No.' } })).toThrow(
      'belongs on a parameter or property',
    );
  });
});
