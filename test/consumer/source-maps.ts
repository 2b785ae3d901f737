/**
 * What "go to definition" and stack traces read in the unpacked package: every map's sources must be
 * files inside the package, and every mapped position that starts a name in the built file must land
 * on the same name in the source (a keyword the compiler wrote, such as `void 0` for `undefined`, is
 * not a name; esbuild may number a shadowed local, `record2` for `record`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

const KEYWORDS = new Set(
  'abstract async class const declare default export extends false function get import interface keyof let new null override private protected public readonly return set static this true type typeof undefined unique var void'.split(
    ' ',
  ),
);

export interface MapReport {
  maps: number;
  /** Mapped positions that start a name, and how many of them land on the same name. */
  names: number;
  /** Sources outside the package or missing, and names that land elsewhere (the first few). */
  problems: string[];
}

function mapsUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) mapsUnder(path, found);
    else if (path.endsWith('.map')) found.push(path);
  }
  return found;
}

const nameAt = (line: string | undefined, column: number) => line?.slice(column).match(/^[A-Za-z_$][\w$]*/)?.[0];

export function checkMaps(packageDir: string): MapReport {
  const report: MapReport = { maps: 0, names: 0, problems: [] };
  const problem = (text: string) => report.problems.length < 20 && report.problems.push(text);
  const sourceLines = new Map<string, string[]>();
  for (const mapFile of mapsUnder(join(packageDir, 'dist'))) {
    report.maps++;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    const built = mapFile.slice(0, -'.map'.length);
    if (!readFileSync(built, 'utf8').includes(`sourceMappingURL=${built.split('/').pop()}.map`))
      problem(`${relative(packageDir, built)} does not name its map`);
    const sources = map.sources.map((source) => {
      const path = resolve(dirname(mapFile), source);
      if (relative(packageDir, path).startsWith('..') || !existsSync(path)) {
        problem(`${relative(packageDir, mapFile)}: source ${source} is not in the package`);
        return [];
      }
      if (!sourceLines.has(path)) sourceLines.set(path, readFileSync(path, 'utf8').split('\n'));
      return sourceLines.get(path)!;
    });
    const builtLines = readFileSync(built, 'utf8').split('\n');
    decode(map.mappings).forEach((segments, line) => {
      for (const segment of segments) {
        if (segment.length < 4) continue;
        const name = nameAt(builtLines[line], segment[0]);
        if (!name || KEYWORDS.has(name)) continue;
        report.names++;
        const original = nameAt(sources[segment[1]!]?.[segment[2]!], segment[3]!);
        if (original !== name && !(original && name.startsWith(original) && /^\d+$/.test(name.slice(original.length)))) {
          problem(`${relative(packageDir, built)}:${line + 1}:${segment[0]} ${name} maps to ${original ?? 'nothing'}`);
        }
      }
    });
  }
  return report;
}
