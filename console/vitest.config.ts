/** Unit tests of the console's own modules (node): `npx vitest run --config console/vitest.config.ts`. */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sdkAliases } from './vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: sdkAliases },
  test: { include: ['test/**/*.test.{ts,tsx}'], environment: 'node' },
});
