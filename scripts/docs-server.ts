/**
 * The reference docs as `npm start` serves them: the Redoc page of the bundled contract, built only
 * when what it is made from changed, and kept in .cache/docs/ under a hash of that.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { hashInputs, importClosure, installedVersion } from './input-hash.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(root, '.cache', 'docs');
const DOCS_SCRIPT = join(root, 'scripts', 'docs.ts');

/**
 * What the page is made from: the bundle, scripts/docs.ts with everything it imports, and Redocly's
 * version. `repository` is another directory laid out like this one (tests use a copy).
 */
export function docsPageKey(bundleFile: string, repository = root): string {
  const script = join(repository, 'scripts', 'docs.ts');
  return hashInputs(repository, [bundleFile, ...importClosure(repository, [script])], [`@redocly/cli@${installedVersion(repository, '@redocly/cli')}`]);
}

export interface RunningDocs {
  url: string;
  /** Whether the page was built now rather than taken from the cache. */
  built: boolean;
  stop(): Promise<void>;
}

/** The page for `key`, built only when the cache has none; older pages are removed. */
export async function cachedDocsPage(bundleFile: string, key: string): Promise<{ file: string; built: boolean }> {
  const file = join(CACHE_DIR, `${key}.html`);
  if (existsSync(file)) return { file, built: false };
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = join(CACHE_DIR, `building-${key}.html`); // an interrupted build never passes for a finished page
  // `npm run docs` in a child process: the build is synchronous and would hold up the mock starting
  // beside it. It reads generated/openapi.json, the bundle `npm start` serves.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', DOCS_SCRIPT, partial], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  for (const entry of readdirSync(CACHE_DIR)) if (entry !== basename(partial)) rmSync(join(CACHE_DIR, entry), { force: true });
  renameSync(partial, file);
  return { file, built: true };
}

export async function startDocs(bundleFile: string, port: number, host = '127.0.0.1'): Promise<RunningDocs> {
  const { file, built } = await cachedDocsPage(bundleFile, docsPageKey(bundleFile));
  const page = readFileSync(file);
  const contract = readFileSync(bundleFile);
  const server = createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    } else if (request.url === '/openapi.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(contract);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    built,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
