/** The contract the mock's Prism reads: reader texts dropped, names and data kept exactly. */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../scripts/serve/contract-keywords.js';
import { leanContract } from '../../scripts/serve/mock-contract.js';
import { proxyContract } from '../../scripts/serve/proxy-contract.js';

describe('the lean contract for the mock', () => {
  it('drops descriptions, summaries, extensions and tag texts where they are keywords', () => {
    const lean = leanContract({
      info: { title: 'API', version: '1', description: 'long prose', 'x-logo': {} },
      tags: [{ name: 'Contacts', description: 'prose' }],
      paths: {
        '/api/contacts': {
          get: { summary: 'List', description: 'prose', 'x-dsm-kind': 'query', tags: ['Contacts'], responses: {} },
        },
      },
    });
    expect(lean).toEqual({
      info: { title: 'API', version: '1' },
      paths: { '/api/contacts': { get: { tags: ['Contacts'], responses: {} } } },
    });
  });

  it('keeps properties named like keywords and every example, default and enumeration as it is', () => {
    const schema = {
      type: 'object',
      description: 'prose',
      properties: { description: { type: 'string', description: 'prose' }, 'x-id': { type: 'integer' } },
      default: { description: 'data', 'x-kept': 1 },
      examples: [{ summary: 'data' }],
    };
    const media = { schema, example: { description: 'data' }, examples: { first: { summary: 'prose', value: { description: 'data' } } } };
    expect(leanContract({ content: { 'application/json': media } })).toEqual({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { description: { type: 'string' }, 'x-id': { type: 'integer' } },
            default: { description: 'data', 'x-kept': 1 },
            examples: [{ summary: 'data' }],
          },
          example: { description: 'data' },
          examples: { first: { value: { description: 'data' } } },
        },
      },
    });
  });
});

describe('the contract for the validating proxy', () => {
  const schemes = { key: { type: 'apiKey', in: 'header', name: 'X-Key' } };

  it('writes every reference out where it points, drops examples and keeps only the security schemes', () => {
    const written = proxyContract({
      paths: {
        '/a': {
          get: {
            parameters: [{ $ref: '#/components/parameters/Id' }],
            responses: { default: { $ref: '#/components/responses/Failure' } },
          },
        },
      },
      components: {
        securitySchemes: schemes,
        parameters: { Id: { name: 'id', in: 'path', schema: { type: 'integer' }, example: 5 } },
        responses: { Failure: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' }, example: {} } } } },
        schemas: {
          Failure: { type: 'object', properties: { example: { $ref: '#/components/schemas/Text' } }, default: { $ref: 'data' } },
          Text: { type: 'string', examples: ['x'] },
        },
      },
    });
    expect(written).toEqual({
      paths: {
        '/a': {
          get: {
            parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }],
            responses: {
              default: {
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { example: { type: 'string' } }, default: { $ref: 'data' } },
                  },
                },
              },
            },
          },
        },
      },
      components: { securitySchemes: schemes },
    });
  });

  it('lets keywords beside a reference win, as Prism does', () => {
    const written = proxyContract({
      paths: { '/a': { get: { responses: { 200: { $ref: '#/components/responses/Ok', headers: {} } } } } },
      components: { responses: { Ok: { headers: { 'X-A': {} }, content: {} } } },
    });
    expect(written).toEqual({ paths: { '/a': { get: { responses: { 200: { headers: {}, content: {} } } } } }, components: {} });
  });

  it('keeps references and components when a reference loops, leaves the document or a discriminator names schemas', () => {
    const looping = { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } }, example: {} } };
    for (const [schemas, ref] of [
      [looping, '#/components/schemas/Node'],
      [{}, 'other.yaml#/Node'],
      [
        { Pet: { oneOf: [], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Pet' } } } },
        '#/components/schemas/Pet',
      ],
    ] as [Record<string, Json>, string][]) {
      const contract = { paths: { '/a': { get: { responses: { 200: { content: { 'application/json': { schema: { $ref: ref } } } } } } } } };
      const written = proxyContract({ ...contract, components: { securitySchemes: schemes, schemas } }) as {
        components: { schemas: unknown };
      };
      expect(written).toMatchObject(contract);
      expect(Object.keys(written.components.schemas as object)).toEqual(Object.keys(schemas));
      expect(JSON.stringify(written)).not.toContain('"example"');
    }
  });
});
