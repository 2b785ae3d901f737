/** The one `$ref` resolver: local pointers, escaped segments, chains, and what it refuses. */
import { describe, expect, it } from 'vitest';
import { pointedAt, refName, resolveRef } from '../../../src/operations/contract-ref.js';

const document = {
  components: {
    schemas: {
      Contact: { type: 'object' },
      Alias: { $ref: '#/components/schemas/Contact' },
      Loop: { $ref: '#/components/schemas/Loop' },
      'a/b~c': { type: 'string' },
    },
  },
};

describe('the contract $ref resolver', () => {
  it('follows a chain of local references to the schema they name', () => {
    expect(resolveRef(document, { $ref: '#/components/schemas/Alias' })).toEqual({ type: 'object' });
    expect(resolveRef(document, { type: 'integer' })).toEqual({ type: 'integer' });
    expect(resolveRef(document, undefined)).toBeUndefined();
  });

  it('reads escaped pointer segments (~1 for /, ~0 for ~)', () => {
    expect(pointedAt(document, '#/components/schemas/a~1b~0c')).toEqual({ type: 'string' });
  });

  it('refuses what it cannot follow: another document, a missing target, a loop', () => {
    expect(pointedAt(document, 'other.yaml#/Contact')).toBeUndefined();
    expect(pointedAt(document, '#/components/schemas/toString')).toBeUndefined();
    expect(() => resolveRef(document, { $ref: 'other.yaml#/Contact' })).toThrow(/Only local/);
    expect(() => resolveRef(document, { $ref: '#/components/schemas/Missing' })).toThrow(/Unresolved/);
    expect(() => resolveRef(document, { $ref: '#/components/schemas/Loop' })).toThrow(/too deep/);
  });

  it('names the schema a reference points to', () => {
    expect(refName({ $ref: '#/components/schemas/Contact' })).toBe('Contact');
    expect(refName({ type: 'string' })).toBeUndefined();
  });
});
