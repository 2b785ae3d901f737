/**
 * The console uses the SDK only through its public entry points. Every import in console/src must be
 * a package, a module inside console/src, or one of the public `@dsm/sdk` specifiers; nothing may reach
 * into src/ or generated/. The Vite aliases are the single place those specifiers map to files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const consoleSrc = join(root, 'console', 'src');
export const PUBLIC_ENTRY_POINTS = [
  '@dsm/sdk',
  '@dsm/sdk/call',
  '@dsm/sdk/raw',
  '@dsm/sdk/react',
  '@dsm/sdk/react/table',
  '@dsm/sdk/msw',
  '@dsm/sdk/sandbox',
  '@dsm/sdk/operations',
  '@dsm/sdk/openapi.json',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.(ts|tsx|js|jsx|mts)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every module specifier in a source text: static imports and re-exports, side-effect imports, import(), import types. */
export function specifiers(text: string): string[] {
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/** Why a specifier in `file` is not allowed, or null. */
export function refusal(file: string, specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = resolve(dirname(file), specifier);
    return target === consoleSrc || target.startsWith(consoleSrc + sep) ? null : `reaches outside console/src: ${relative(root, target)}`;
  }
  if (specifier.startsWith('@dsm/')) return PUBLIC_ENTRY_POINTS.includes(specifier) ? null : `not a public entry point: ${specifier}`;
  if (/(^|\/)(src|generated)(\/|$)/.test(specifier)) return `deep path: ${specifier}`;
  return null;
}

describe('console imports', () => {
  const files = sourceFiles(consoleSrc);

  it('finds the console sources and their SDK imports', () => {
    expect(files.length).toBeGreaterThan(10);
    const sdk = files.flatMap((file) => specifiers(readFileSync(file, 'utf8'))).filter((s) => s.startsWith('@dsm/'));
    expect(new Set(sdk)).toEqual(
      new Set([
        '@dsm/sdk',
        '@dsm/sdk/call',
        '@dsm/sdk/react',
        '@dsm/sdk/react/table',
        '@dsm/sdk/sandbox',
        '@dsm/sdk/operations',
        '@dsm/sdk/openapi.json',
      ]),
    );
  });

  it('uses the SDK only through its public entry points', () => {
    const problems = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = refusal(file, specifier);
        return why ? [`${relative(root, file)}: ${why}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('refuses deep imports (the check can fail)', () => {
    const file = join(consoleSrc, 'app', 'App.tsx');
    const text = [
      "import { routes } from '../../../generated/operation-ids';",
      "import { x } from '../../../src/client';",
      "const c = await import('@dsm/sdk/dist/client.js');",
      "import '@dsm/sdk/generated/schema';",
    ].join('\n');
    expect(specifiers(text).map((specifier) => refusal(file, specifier) !== null)).toEqual([true, true, true, true]);
  });

  it('maps exactly the public entry points in the Vite config, to the entry files', () => {
    const config = readFileSync(join(root, 'console', 'vite.config.ts'), 'utf8');
    const aliases = [...config.matchAll(/find:\s*\/\^([^$]+)\$\/,\s*replacement:\s*fromHere\('([^']+)'\)/g)].map((m) => [
      m[1]!.replace(/\\/g, ''),
      m[2],
    ]);
    expect(aliases).toEqual([
      ['@dsm/sdk', '../src/index.ts'],
      ['@dsm/sdk/call', '../src/call.ts'],
      ['@dsm/sdk/raw', '../src/raw.ts'],
      ['@dsm/sdk/react', '../src/react/index.ts'],
      ['@dsm/sdk/react/table', '../src/react/table/index.ts'],
      ['@dsm/sdk/sandbox', '../src/sandbox/index.ts'],
      ['@dsm/sdk/operations', '../src/operations/index.ts'],
      ['@dsm/sdk/openapi.json', '../generated/openapi.json'],
    ]);
  });
});
