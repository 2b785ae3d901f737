/** `npm run build` produces importable ESM entries with declarations. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('package build', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['--import', 'tsx', `${root}scripts/build.ts`], { cwd: root, stdio: 'pipe' });
  }, 120_000);

  it('writes both entries and their declarations', () => {
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/react/index.js', 'dist/react/index.d.ts', 'dist/types/src/client.d.ts']) {
      expect(existsSync(`${root}${file}`), file).toBe(true);
    }
  });

  it('the main entry works from the built file', async () => {
    const sdk = await import(/* @vite-ignore */ `${root}dist/index.js`);
    expect(typeof sdk.createDsmClient).toBe('function');
    expect(typeof sdk.contactsCount).toBe('function');
    expect(sdk.Comparer.greaterThan).toBe(5);
    const client = sdk.createDsmClient({});
    await expect(client.call('contactsCount')).rejects.toBeInstanceOf(sdk.DsmConfigError);
  });

  it('the react entry exports the provider and the hooks', async () => {
    const react = await import(/* @vite-ignore */ `${root}dist/react/index.js`);
    expect(typeof react.DsmProvider).toBe('function');
    expect(typeof react.useContactsCount).toBe('function');
  });
});
