/** The statistics the benches report: the median of their runs, and how far the runs lie around it. */

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The lowest and the highest value. */
export const range = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/**
 * The middle half of the values: the first and third quartiles (interpolated between neighbours). Unlike the
 * range, one round that a garbage collection or another process happened to hit does not widen it.
 */
export function middleHalf(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => {
    const rank = (sorted.length - 1) * share;
    const below = Math.floor(rank);
    return sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (rank - below);
  };
  return [at(0.25), at(0.75)];
}
