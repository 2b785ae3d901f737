/** The contract as the docs page embeds it: the project's own extensions left out, everything a reader sees kept. */
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../../scripts/generate/contract.js';
import { docsContract } from '../../scripts/docs/docs-contract.js';
import { pageContract, UNRENDERED_EXTENSION } from '../../scripts/docs/page-contract.js';

/** Every key path of `node`, as `a/b/c`. */
function keyPaths(node: unknown, prefix = '', found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => keyPaths(item, `${prefix}/${i}`, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      found.push(`${prefix}/${key}`);
      keyPaths(value, `${prefix}/${key}`, found);
    }
  return found;
}

describe('pageContract()', () => {
  const small = {
    paths: {
      '/a': {
        get: {
          summary: 'A',
          'x-dsm-kind': 'query',
          'x-dsm-checks': ['id'],
          'x-badges': [{ name: 'query' }],
          'x-codeSamples': [{ lang: 'bash', source: 'x', 'x-dsm-kept': 1 }],
          requestBody: { content: { 'application/json': { example: { 'x-dsm-field': 1 }, schema: { $ref: '#/components/schemas/S' } } } },
        },
      },
    },
    components: {
      schemas: {
        S: {
          type: 'object',
          'x-dsm-resource-name': 'things',
          properties: {
            'x-dsm-property': { type: 'integer', 'x-dsm-missing': 'id is missing', enum: [0, 1], 'x-enum-varnames': ['a', 'b'] },
          },
          default: { 'x-dsm-property': 0 },
        },
      },
    },
  };

  it('leaves out x-dsm-* and x-enum-* and keeps the rest, the names of properties and data as they are', () => {
    const before = JSON.stringify(small);
    expect(pageContract(small)).toEqual({
      paths: {
        '/a': {
          get: {
            summary: 'A',
            'x-badges': [{ name: 'query' }],
            'x-codeSamples': [{ lang: 'bash', source: 'x', 'x-dsm-kept': 1 }],
            requestBody: { content: { 'application/json': { example: { 'x-dsm-field': 1 }, schema: { $ref: '#/components/schemas/S' } } } },
          },
        },
      },
      components: {
        schemas: {
          S: { type: 'object', properties: { 'x-dsm-property': { type: 'integer', enum: [0, 1] } }, default: { 'x-dsm-property': 0 } },
        },
      },
    });
    expect(JSON.stringify(small)).toBe(before);
  });

  it('changes nothing but those extensions in the docs contract', () => {
    const docs = docsContract(loadBundle());
    const page = pageContract(docs);
    const all = keyPaths(docs);
    const kept = new Set(keyPaths(page));
    const left = all.filter((path) => !kept.has(path));
    expect(left.length).toBeGreaterThan(100);
    // Each path left out is an extension of ours, or lies under one.
    for (const path of left) expect(path.split('/').some((key) => UNRENDERED_EXTENSION.test(key))).toBe(true);
    // What a reader sees is all there: every description, summary, example and code sample.
    const seen = (node: unknown) => JSON.stringify(node, (key, value) => (UNRENDERED_EXTENSION.test(key) ? undefined : value));
    expect(JSON.stringify(page)).toBe(seen(docs));
  });
});
