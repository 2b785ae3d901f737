/**
 * Writes every relative import of a built file with its explicit `.js` file (`'../model'` ->
 * `'../model/index.js'`), as Node's ESM resolution (`"module": "node16"`) requires of both the
 * JavaScript and the declarations, and moves the columns of the file's source map (`file.map`) that
 * come after a lengthened specifier, so "go to definition" and stack traces still land on the right
 * spot of the source.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';

const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]*)\2/g;

/** `'../model'` -> `'../model/index.js'`, `'./schema'` -> `'./schema.js'`, judged by what exists beside the file. */
export function explicitSpecifier(file: string, specifier: string): string {
  const base = join(dirname(file), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.js`, `${base}/index.js`]) {
    if (existsSync(candidate) || existsSync(candidate.replace(/\.js$/, '.d.ts'))) {
      const path = relative(dirname(file), candidate);
      return path.startsWith('.') ? path : `./${path}`;
    }
  }
  throw new Error(`${file}: cannot resolve '${specifier}'`);
}

interface Lengthening {
  /** 0-based line and the column where the old specifier ended. */
  line: number;
  endColumn: number;
  added: number;
}

export function rewriteRelativeImports(file: string): void {
  const text = readFileSync(file, 'utf8');
  const lengthenings: Lengthening[] = [];
  const rewritten = text.replace(RELATIVE_IMPORT, (match, lead: string, quote: string, specifier: string, offset: number) => {
    const explicit = explicitSpecifier(file, specifier);
    if (explicit !== specifier) {
      const end = offset + match.length - 1; // the closing quote stays where the specifier ended
      const lineStart = text.lastIndexOf('\n', end - 1) + 1;
      lengthenings.push({
        line: text.slice(0, lineStart).split('\n').length - 1,
        endColumn: end - lineStart,
        added: explicit.length - specifier.length,
      });
    }
    return `${lead}${quote}${explicit}${quote}`;
  });
  if (rewritten === text) return;
  writeFileSync(file, rewritten);
  const mapFile = `${file}.map`;
  if (lengthenings.length > 0 && existsSync(mapFile)) shiftMapColumns(mapFile, lengthenings);
}

function shiftMapColumns(mapFile: string, lengthenings: readonly Lengthening[]): void {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
  const lines = decode(map.mappings);
  // Right to left within a line, so each lengthening compares columns not yet moved by one to its left.
  const rightToLeft = [...lengthenings].sort((a, b) => a.line - b.line || b.endColumn - a.endColumn);
  for (const { line, endColumn, added } of rightToLeft) {
    for (const segment of lines[line] ?? []) {
      if (segment[0] >= endColumn) (segment as number[])[0] = segment[0] + added;
    }
  }
  map.mappings = encode(lines);
  writeFileSync(mapFile, JSON.stringify(map));
}
