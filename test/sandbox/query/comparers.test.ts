/** The comparer table both query engines use: keyed by the contract's names, refusing an unknown comparer. */
import { describe, expect, it } from 'vitest';
import { Comparer, OrderMode } from '../../../generated/model/index.js';
import {
  COMPARERS,
  combineWheres,
  compareKeys,
  comparerNamed,
  comparerRule,
  directionOf,
  ORDER_DIRECTIONS,
  yesOrNo,
} from '../../../src/sandbox/query/comparers.js';
import { SandboxRefusal } from '../../../src/sandbox/refusal.js';

describe('the comparer table', () => {
  it('has a rule for every comparer of the contract, under its name', () => {
    expect(Object.keys(COMPARERS).sort()).toEqual(Object.keys(Comparer).sort());
    for (const [name, code] of Object.entries(Comparer)) expect(comparerNamed(code)).toBe(name);
    expect(Object.keys(ORDER_DIRECTIONS).sort()).toEqual(Object.keys(OrderMode).sort());
  });

  it.each([
    ['equals', 'berlin', 'berlin', true],
    ['equals', 3, 4, false],
    ['startsWith', 'schmidt', 'sch', true],
    ['endsWith', 'anna', 'a', true],
    ['contains', 'mail@example.org', 'example', true],
    ['contains', 1200, '20', true],
    ['greaterThan', 5, 4, true],
    ['greaterThan', 4, 4, false],
    ['lowerThan', 'a', 'b', true],
    ['greaterThanOrEquals', 4, 4, true],
    ['lowerThanOrEquals', 5, 4, false],
  ] as const)('%s: %s against %s is %s', (name, item, target, expected) => {
    expect(COMPARERS[name].test(item, target)).toBe(expected);
  });

  it('says what each comparer looks at, and that equalsNot is equals negated', () => {
    expect(COMPARERS.equalsNot).toEqual({ ...COMPARERS.equals, negated: true });
    expect(Object.values(COMPARERS).map((rule) => rule.on)).toEqual([
      'equality',
      'equality',
      'text',
      'text',
      'text',
      'order',
      'order',
      'order',
      'order',
    ]);
  });

  it("refuses an unknown comparer with the platform's 'Invalid comparer', and reads a missing one as equals", () => {
    for (const code of [9, -1, 0.5, '0', Number.NaN])
      expect(() => comparerRule(code as number)).toThrow(new SandboxRefusal('Invalid comparer'));
    expect(comparerNamed(undefined)).toBe('equals');
    expect(comparerNamed(null)).toBe('equals');
  });
});

describe('order modes and sort keys', () => {
  it('sorts descending for descending only', () => {
    expect(directionOf(OrderMode.descending)).toBe(-1);
    expect([OrderMode.ascending, undefined, null].map(directionOf)).toEqual([1, 1, 1]);
  });

  it('puts a missing key first ascending and last descending', () => {
    const keys = ['b', null, 'a', 'c'];
    expect([...keys].sort((x, y) => compareKeys(x, y, 1))).toEqual([null, 'a', 'b', 'c']);
    expect([...keys].sort((x, y) => compareKeys(x, y, -1))).toEqual(['c', 'b', 'a', null]);
  });
});

describe('logic and yes/no words', () => {
  it('combines wheres left to right, each by its own logic', () => {
    const is = (value: number) => (row: number) => row === value;
    const test = combineWheres([{ test: is(1) }, { test: is(2), logicComparer: 1 }, { test: (row: number) => row < 2, logicComparer: 0 }]);
    expect([1, 2, 3].filter(test!)).toEqual([1]);
    expect(combineWheres([])).toBeUndefined();
  });

  it('knows the yes and no words in any case, and nothing else', () => {
    expect(['1', 'TRUE', 'yes', 'Ja'].map(yesOrNo)).toEqual([true, true, true, true]);
    expect(['0', 'false', 'NO', 'nein'].map(yesOrNo)).toEqual([false, false, false, false]);
    expect(yesOrNo('maybe')).toBeUndefined();
  });
});
