/** Redoc's script without the functions the page never runs: what is emptied, and what is left whole. */
import { describe, expect, it, vi } from 'vitest';
import { unusedBodies } from '../../scripts/docs/record-redoc-usage.js';
import { sha256, TRIMMED_CODE_RAN, trimUnused } from '../../scripts/docs/redoc-unused.js';

/** A bundle laid out as Redocly's: one IIFE whose statements are the modules' code. */
const used = `function used(a){${'a=a+0;'.repeat(60)}return a+1}`;
const unusedBig = `function graphqlParse(s){${'s=s.trim();'.repeat(300)}return s}`;
const unusedBig2 = `function asyncapiParse(s){${'s=s.trim();'.repeat(300)}return s}`;
const unusedSmall = 'function tiny(x){return x*2}';
const BUNDLE = `const{hydrate}=(()=>{${unusedSmall}${used}let y=used(1);${unusedBig}var q=1;${unusedBig2}return{hydrate:()=>used(y+q)}})();export{hydrate};`;
const range = (text: string) => `${BUNDLE.indexOf(text)}:${BUNDLE.indexOf(text) + text.length}`;

describe('unusedBodies', () => {
  const unrun = new Set([range(unusedSmall), range(unusedBig), range(unusedBig2)]);

  it('empties the functions never run inside a long stretch of unrun statements, and nothing else', () => {
    // Each function alone is shorter than the minimum; with the short statement between them, longer.
    const bodies = unusedBodies(BUNDLE, unrun, 5000);
    const trimmed = trimUnused(BUNDLE, { bundleSha256: sha256(BUNDLE), bodies }).script;
    expect(trimmed).toContain('function graphqlParse(s){__dsmTrimmedCodeRan()}');
    expect(trimmed).toContain('var q=1;function asyncapiParse(s){__dsmTrimmedCodeRan()}');
    expect(trimmed).toContain(unusedSmall); // unrun, but followed by long run code
    expect(trimmed).toContain(used);
    // Still a module that runs and exports the same.
    const hydrate = new Function(`${trimmed.replace('export{hydrate};', '')}return hydrate;`)() as () => number;
    expect(hydrate()).toBe(4);
  });

  it('has an emptied function, when called, say so once on the console', () => {
    const bodies = unusedBodies(BUNDLE, unrun, 5000);
    const trimmed = trimUnused(BUNDLE, { bundleSha256: sha256(BUNDLE), bodies }).script;
    const exported = trimmed
      .replace('export{hydrate};', '')
      .replace('const{hydrate}=', 'const{graphqlParse,hydrate}=')
      .replace('return{hydrate:', 'return{graphqlParse,hydrate:');
    const { graphqlParse, hydrate } = new Function(`${exported}return {graphqlParse, hydrate};`)() as Record<
      string,
      (s?: string) => unknown
    >;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      hydrate!();
      expect(error).not.toHaveBeenCalled();
      expect(graphqlParse!(' a ')).toBeUndefined();
      graphqlParse!(' b ');
      expect(error.mock.calls).toEqual([[TRIMMED_CODE_RAN]]);
    } finally {
      error.mockRestore();
    }
  });

  it('keeps stretches shorter than the minimum whole', () => {
    expect(unusedBodies(BUNDLE, unrun, 100_000)).toEqual([]);
    expect(unusedBodies(BUNDLE, new Set([range(unusedBig)]), 5000)).toEqual([]);
  });
});

describe('trimUnused', () => {
  it('leaves a script of another bundle whole', () => {
    const record = { bundleSha256: sha256('another bundle'), bodies: [[0, 5]] as [number, number][] };
    expect(trimUnused(BUNDLE, record)).toEqual({ script: BUNDLE, trimmed: false });
  });

  it('refuses bodies out of order', () => {
    const record = {
      bundleSha256: sha256(BUNDLE),
      bodies: [
        [10, 20],
        [15, 30],
      ] as [number, number][],
    };
    expect(() => trimUnused(BUNDLE, record)).toThrow(/out of order/);
  });
});
