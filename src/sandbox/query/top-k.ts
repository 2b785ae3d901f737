/**
 * The first k rows in a total order without sorting them all: a bounded max-heap keeps the k best seen
 * (its worst on top), so a page of 50 out of 100,000 matches costs one comparison for most rows.
 */

/** How rows order: what is kept of a row, and how a row and kept ones compare (a strict total order). */
export interface Ranking<R, K> {
  /** A row with what ordering needs of it, computed once when the row is kept. */
  keep(row: R): K;
  /** Whether a row comes before a kept one; reads only as much of the row as it needs. */
  precedes(row: R, kept: K): boolean;
  /** Negative when `a` comes first; never 0 for two different rows. */
  compare(a: K, b: K): number;
}

/**
 * The first `k` rows of `rows` that pass `test` (every row without one), in the ranking's order. Every
 * row that passes is also pushed to `matches`, in input order: filtering and picking in one pass reads
 * each row once, while it is in the processor's cache.
 */
export function firstInOrder<R, K>(rows: readonly R[], k: number, ranking: Ranking<R, K>, test?: (row: R) => boolean, matches?: R[]): K[] {
  const heap: K[] = [];
  const { keep, precedes, compare } = ranking;
  for (const row of rows) {
    if (test && !test(row)) continue;
    matches?.push(row);
    if (k <= 0) continue;
    if (heap.length < k) {
      heap.push(keep(row));
      siftUp(heap, heap.length - 1, compare);
    } else if (precedes(row, heap[0]!)) {
      heap[0] = keep(row);
      siftDown(heap, compare);
    }
  }
  return heap.sort(compare);
}

/** Moves a new entry up while it comes after its parent (the worst stays on top). */
function siftUp<K>(heap: K[], index: number, compare: (a: K, b: K) => number): void {
  const entry = heap[index]!;
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (compare(heap[parent]!, entry) >= 0) break;
    heap[index] = heap[parent]!;
    index = parent;
  }
  heap[index] = entry;
}

/** Moves the top entry down below every child that comes after it. */
function siftDown<K>(heap: K[], compare: (a: K, b: K) => number): void {
  const entry = heap[0]!;
  let index = 0;
  for (;;) {
    let child = 2 * index + 1;
    if (child >= heap.length) break;
    if (child + 1 < heap.length && compare(heap[child + 1]!, heap[child]!) > 0) child++;
    if (compare(heap[child]!, entry) <= 0) break;
    heap[index] = heap[child]!;
    index = child;
  }
  heap[index] = entry;
}
