/** The address of the compiled `start.ts` of `root`, built now when none fits the current sources; undefined when it cannot be built. */
export function compiledStart(root: string, cacheDir?: string): Promise<string | undefined>;
