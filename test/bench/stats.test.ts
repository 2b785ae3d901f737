/** The benches' statistics: the median and the middle half they report beside each figure. */
import { describe, expect, it } from 'vitest';
import { median, middleHalf, range } from '../../bench/stats.js';

describe('bench statistics', () => {
  it('take the middle value as the median, and the mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow(/no values/);
  });

  it('leave the values they are given in their order', () => {
    const values = [3, 1, 2];
    median(values);
    middleHalf(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('bracket the middle half by the quartiles, which one outlying round does not widen', () => {
    expect(middleHalf([1, 2, 3, 4, 5])).toEqual([2, 4]);
    expect(middleHalf([10, 20, 30, 40])).toEqual([17.5, 32.5]);
    const rounds = [0.62, 0.64, 0.65, 0.66, 0.67, 0.68, 3.2];
    expect(range(rounds)).toEqual([0.62, 3.2]);
    const [low, high] = middleHalf(rounds);
    expect(low).toBeCloseTo(0.645);
    expect(high).toBeCloseTo(0.675);
  });
});
