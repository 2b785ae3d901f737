/** Edit distance, letter case ignored: how far a misspelt name is from a known one (settings, sandbox options). */
export function editDistance(a: string, b: string): number {
  let row = [...Array(b.length + 1).keys()];
  for (let i = 0; i < a.length; i++) {
    const next = [i + 1];
    for (let j = 0; j < b.length; j++)
      next[j + 1] = Math.min(row[j + 1]! + 1, next[j]! + 1, row[j]! + +(a[i]!.toLowerCase() !== b[j]!.toLowerCase()));
    row = next;
  }
  return row[b.length]!;
}
