/**
 * The platform's comparers, order modes, logic and yes/no words as one table keyed by the contract's
 * names, shared by the sandbox's query engines (contacts, plain records). Each engine brings a value and
 * the where's value in one comparable form (numbers, flags, epoch milliseconds, lower-case text); the
 * table says how they compare and how rows order.
 */
import { Comparer, LogicComparer, OrderMode } from '../../../generated/model/index.js';
import { SandboxRefusal } from '../refusal.js';

export type ComparerName = keyof typeof Comparer;
export type OrderModeName = keyof typeof OrderMode;
/** A value in comparable form; null for a missing one. */
export type Comparable = number | boolean | string;
export type SortKey = Comparable | null;

export interface ComparerRule {
  /** Whether one item of a value (a list has several, a country several names) meets the where's value. */
  readonly test: (item: Comparable, target: Comparable) => boolean;
  /**
   * What the comparer looks at: `equality` the value as it is, `text` its texts (any may match),
   * `order` an ordered value (contacts never order a missing value or a flag).
   */
  readonly on: 'equality' | 'text' | 'order';
  /** True when the where holds where `test` holds for no item (equalsNot is "equals none"). */
  readonly negated?: true;
}

const equals = (item: Comparable, target: Comparable) => item === target;

export const COMPARERS: Readonly<Record<ComparerName, ComparerRule>> = {
  equals: { on: 'equality', test: equals },
  equalsNot: { on: 'equality', test: equals, negated: true },
  startsWith: { on: 'text', test: (item, target) => String(item).startsWith(String(target)) },
  endsWith: { on: 'text', test: (item, target) => String(item).endsWith(String(target)) },
  contains: { on: 'text', test: (item, target) => String(item).includes(String(target)) },
  greaterThan: { on: 'order', test: (item, target) => item > target },
  lowerThan: { on: 'order', test: (item, target) => item < target },
  greaterThanOrEquals: { on: 'order', test: (item, target) => item >= target },
  lowerThanOrEquals: { on: 'order', test: (item, target) => item <= target },
};

// Keyed by number, so only the contract's numbers (not '0' or 0.5) name a comparer.
const COMPARER_NAMES = new Map<unknown, ComparerName>(Object.entries(Comparer).map(([name, code]) => [code, name as ComparerName]));

/** The comparer a where's number names; a where without one compares by equals, the contract's default. */
export function comparerNamed(code: number | null | undefined): ComparerName {
  const name = COMPARER_NAMES.get(code ?? Comparer.equals);
  if (!name) throw new SandboxRefusal('Invalid comparer');
  return name;
}

/** The rule of a where's comparer; refuses an unknown one as the platform does. */
export const comparerRule = (code: number | null | undefined): ComparerRule => COMPARERS[comparerNamed(code)];

/** Sort direction of each order mode: 1 ascending, -1 descending. */
export const ORDER_DIRECTIONS: Readonly<Record<OrderModeName, 1 | -1>> = { ascending: 1, descending: -1 };

/** An order's direction: descending when it says so, else ascending (the mode left out, as before). */
export const directionOf = (orderMode: number | null | undefined): 1 | -1 =>
  orderMode === OrderMode.descending ? ORDER_DIRECTIONS.descending : ORDER_DIRECTIONS.ascending;

/** Two sort keys in an order's direction; a missing key comes first ascending, last descending. */
export function compareKeys(x: SortKey, y: SortKey, direction: 1 | -1): number {
  if (x === y) return 0;
  if (x === null) return -direction;
  if (y === null) return direction;
  return (x < y ? -1 : 1) * direction;
}

/** Whether a where joins the ones before it by `or` (else by `and`, the default). */
export const joinsByOr = (logicComparer: number | null | undefined): boolean => logicComparer === LogicComparer.or;

/** Every where's test as one, combined left to right by each where's logic; undefined for no wheres. */
export function combineWheres<T>(
  wheres: readonly { test: (row: T) => boolean; logicComparer?: number | null | undefined }[],
): ((row: T) => boolean) | undefined {
  if (wheres.length === 0) return undefined;
  const tests = wheres.map(({ test }) => test);
  const ors = wheres.map(({ logicComparer }) => joinsByOr(logicComparer));
  return (row) => {
    let result = tests[0]!(row);
    for (let i = 1; i < tests.length; i++) result = ors[i] ? result || tests[i]!(row) : result && tests[i]!(row);
    return result;
  };
}

const YES_WORDS = ['1', 'true', 'yes', 'ja'];
const NO_WORDS = ['0', 'false', 'no', 'nein'];

/** A yes/no word as a flag (any letter case); undefined for a word that is neither. */
export function yesOrNo(word: string): boolean | undefined {
  const lower = word.toLowerCase();
  return YES_WORDS.includes(lower) ? true : NO_WORDS.includes(lower) ? false : undefined;
}
