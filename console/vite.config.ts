/**
 * The console's build. It reaches the SDK only through its public entry points; until the package is
 * built they are mapped here to the sources (the same specifiers resolve to the package exports later).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Public entry point → file. Exact matches only, so no deeper path can slip through an alias. */
export const sdkAliases: Alias[] = [
  { find: /^@dsm\/sdk$/, replacement: fromHere('../src/index.ts') },
  { find: /^@dsm\/sdk\/react$/, replacement: fromHere('../src/react/index.ts') },
  { find: /^@dsm\/sdk\/openapi\.json$/, replacement: fromHere('../generated/openapi.json') },
];

export default defineConfig({
  root: fromHere('.'),
  base: './',
  plugins: [react()],
  resolve: { alias: sdkAliases },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    // The contract is ~1.3 MB and loads only when the explorer opens; do not warn about that chunk.
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
