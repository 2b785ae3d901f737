import { describe, expect, it } from 'vitest';
import { portalApprovalSegment } from '../../../src/models/index.js';

describe('portalApprovalSegment', () => {
  it.each([
    [true, 'approved'],
    [false, 'notapproved'],
    [undefined, 'all'],
    [null, 'all'],
  ] as const)('isApproved %j asks for %s', (isApproved, segment) => {
    expect(portalApprovalSegment(isApproved)).toBe(segment);
  });

  it('asks for all when the option is left out', () => {
    expect(portalApprovalSegment()).toBe('all');
  });
});
