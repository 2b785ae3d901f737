/**
 * The reference docs as `npm start` serves them: the Redoc page of the bundled contract, built once per
 * state of the generator's inputs and kept in .cache/docs/ under their hash.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocs } from './docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(root, '.cache', 'docs');

export interface RunningDocs {
  url: string;
  /** Whether the page was built now rather than taken from the cache. */
  built: boolean;
  stop(): Promise<void>;
}

/** The page for `inputsHash`, built only when the cache has none; older pages are removed. */
export async function cachedDocsPage(bundleFile: string, inputsHash: string): Promise<{ file: string; built: boolean }> {
  const file = join(CACHE_DIR, `${inputsHash}.html`);
  if (existsSync(file)) return { file, built: false };
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = join(CACHE_DIR, `building-${inputsHash}.html`); // an interrupted build never passes for a finished page
  await buildDocs(bundleFile, partial);
  for (const entry of readdirSync(CACHE_DIR)) if (entry !== basename(partial)) rmSync(join(CACHE_DIR, entry), { force: true });
  renameSync(partial, file);
  return { file, built: true };
}

export async function startDocs(bundleFile: string, inputsHash: string, port: number, host = '127.0.0.1'): Promise<RunningDocs> {
  const { file, built } = await cachedDocsPage(bundleFile, inputsHash);
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
