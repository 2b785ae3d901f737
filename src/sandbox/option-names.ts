/** Misspelt option names: refused with the closest known one, as `createDsmClient` refuses its settings. */
import { editDistance } from '../edit-distance.js';
import { DsmConfigError } from '../errors.js';

/** Throws a `DsmConfigError` for the first own name of `given` that is not in `known` (named, never its value). */
export function refuseUnknownNames(given: object, known: readonly string[], prefix = ''): void {
  for (const name of Object.keys(given)) {
    if (known.includes(name)) continue;
    // Names are bounded before they are compared: the distance costs their product.
    const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
    const closest = known.reduce((best, candidate) => (editDistance(shown, candidate) < editDistance(shown, best) ? candidate : best));
    const hint =
      editDistance(shown, closest) * 3 <= closest.length
        ? `did you mean '${prefix}${closest}'?`
        : `known: ${known.map((k) => prefix + k).join(', ')}.`;
    throw new DsmConfigError(`Unknown sandbox option '${prefix}${shown}'; ${hint}`);
  }
}
