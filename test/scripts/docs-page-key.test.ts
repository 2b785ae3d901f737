/** `npm start` rebuilds the docs page exactly when what it is made from changed: the key says when. */
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docsPageKey } from '../../scripts/serve/docs-server.js';

const repository = fileURLToPath(new URL('../../', import.meta.url));
let copy: string;
let bundle: string;

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'dsm-docs-key-'));
  for (const path of ['scripts', 'src']) cpSync(join(repository, path), join(copy, path), { recursive: true });
  mkdirSync(join(copy, 'generated'));
  bundle = join(copy, 'generated/openapi.json');
  writeFileSync(bundle, '{"openapi":"3.1.0"}');
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('docsPageKey', () => {
  it('is stable while nothing changes', () => {
    expect(docsPageKey(bundle, copy)).toBe(docsPageKey(bundle, copy));
  });

  it.each([
    ['the bundle', 'generated/openapi.json'],
    ['the docs script', 'scripts/docs/docs.ts'],
    ['a module of the docs build', 'scripts/docs/guide.ts'],
    ['the guide prose the docs build reads', 'scripts/docs/getting-started.md'],
    ['a shared script the docs build imports', 'scripts/generate/operation-examples.ts'],
    ['a source file the docs build imports', 'src/transport/path-encoding.ts'],
  ])('changes with %s (%s)', (_, file) => {
    const before = docsPageKey(bundle, copy);
    appendFileSync(join(copy, file), '\n');
    expect(docsPageKey(bundle, copy)).not.toBe(before);
  });

  it('changes with the installed Redocly version', () => {
    const before = docsPageKey(bundle, copy);
    mkdirSync(join(copy, 'node_modules/@redocly/cli'), { recursive: true });
    writeFileSync(join(copy, 'node_modules/@redocly/cli/package.json'), '{"version":"9.9.9"}');
    expect(docsPageKey(bundle, copy)).not.toBe(before);
  });

  it('does not change with files the docs build does not read', () => {
    const before = docsPageKey(bundle, copy);
    appendFileSync(join(copy, 'scripts/serve/start.ts'), '\n');
    appendFileSync(join(copy, 'src/client.ts'), '\n');
    expect(docsPageKey(bundle, copy)).toBe(before);
  });
});
