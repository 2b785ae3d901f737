/** Misspelt option names: refused with the closest known one, as `createDsmClient` refuses its settings. */
import { DsmConfigError } from '../errors.js';

/** Edit distance, letter case ignored. */
function distance(a: string, b: string): number {
  let row = [...Array(b.length + 1).keys()];
  for (let i = 0; i < a.length; i++) {
    const next = [i + 1];
    for (let j = 0; j < b.length; j++)
      next[j + 1] = Math.min(row[j + 1]! + 1, next[j]! + 1, row[j]! + +(a[i]!.toLowerCase() !== b[j]!.toLowerCase()));
    row = next;
  }
  return row[b.length]!;
}

/** Throws a `DsmConfigError` for the first own name of `given` that is not in `known` (named, never its value). */
export function refuseUnknownNames(given: object, known: readonly string[], prefix = ''): void {
  for (const name of Object.keys(given)) {
    if (known.includes(name)) continue;
    // Names are bounded before they are compared: the distance costs their product.
    const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
    const closest = known.reduce((best, candidate) => (distance(shown, candidate) < distance(shown, best) ? candidate : best));
    const hint =
      distance(shown, closest) * 3 <= closest.length
        ? `did you mean '${prefix}${closest}'?`
        : `known: ${known.map((k) => prefix + k).join(', ')}.`;
    throw new DsmConfigError(`Unknown sandbox option '${prefix}${shown}'; ${hint}`);
  }
}
