/** The contract the mock's Prism reads: reader texts dropped, names and data kept exactly. */
import { describe, expect, it } from 'vitest';
import { leanContract } from '../../scripts/serve/mock-contract.js';

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
