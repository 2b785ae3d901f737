/**
 * The reference docs as `npm start` serves them: the Redoc page of the bundled contract, built only
 * when what it is made from changed, and kept in .cache/docs/ under a hash of that, with Redoc's
 * script and the page's contract beside it in assets/ (named by their content, so they are served to be
 * cached for good) and a copy of the bundled contract. Each is compressed once, into files beside it, and sent with an ETag.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedFile, ENCODINGS, hasCompressed, IMMUTABLE, sendPage, type ServedPage } from '../docs/compressed-page.js';
import { ASSET_NAME, ASSETS_DIR, assetType } from '../docs/redoc-script.js';
import { hashInputs, importClosure, installedVersion } from '../generate/input-hash.js';
import { runInGroup } from './child-group.js';
import { guarded, harden, listen } from './http-guard.js';

const READ_METHODS = new Set(['GET', 'HEAD']);

const root = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(root, '.cache', 'docs');
const DOCS_SCRIPT = join(root, 'scripts', 'docs', 'docs.ts');
const COMPRESS_SCRIPT = join(root, 'scripts', 'docs', 'compressed-page.ts');
/** Low priority: the builds yield the CPU to the servers. */
const BUILD_PRIORITY = 15;

/**
 * What the page is made from: the bundle, scripts/docs/docs.ts with everything it imports, and Redocly's
 * version. `repository` is another directory laid out like this one (tests use a copy).
 */
export function docsPageKey(bundleFile: string, repository = root): string {
  const script = join(repository, 'scripts', 'docs', 'docs.ts');
  return hashInputs(
    repository,
    [bundleFile, ...importClosure(repository, [script])],
    [`@redocly/cli@${installedVersion(repository, '@redocly/cli')}`],
  );
}

export interface RunningDocs {
  url: string;
  /** Settles once the page is served: true when it was built now rather than taken from the cache. */
  page: Promise<{ built: boolean }>;
  /** Where the page stands now. */
  pageState(): 'cached' | 'built' | 'building' | 'failed';
  stop(): Promise<void>;
}

/** The page for `key`, built only when `cacheDir` has none; older pages are removed. */
export async function cachedDocsPage(key: string, signal?: AbortSignal, cacheDir = CACHE_DIR): Promise<{ file: string; built: boolean }> {
  const file = join(cacheDir, `${key}.html`);
  if (existsSync(file)) return { file, built: false };
  mkdirSync(cacheDir, { recursive: true });
  const partial = join(cacheDir, `building-${key}.html`); // an interrupted build never passes for a finished page
  // `npm run docs` in a child process at low priority: the build is synchronous and CPU-heavy, and
  // must not hold up the mock. It reads generated/openapi.json, the bundle `npm start` serves.
  await runInGroup(process.execPath, ['--import', 'tsx', DOCS_SCRIPT, partial], { cwd: root, signal, priority: BUILD_PRIORITY });
  // Older pages go, and the scripts only they used.
  const kept = new Set(assetNames(readFileSync(partial, 'utf8')));
  for (const entry of readdirSync(cacheDir, { withFileTypes: true }))
    if (entry.isFile() && entry.name !== basename(partial)) rmSync(join(cacheDir, entry.name), { force: true });
  for (const entry of readdirSync(join(cacheDir, ASSETS_DIR)))
    if (!kept.has(entry.replace(/\.(br|gz)$/, ''))) rmSync(join(cacheDir, ASSETS_DIR, entry), { force: true });
  renameSync(partial, file);
  return { file, built: true };
}

/** The assets a page refers to (`./assets/redoc-….js`). */
export function assetNames(html: string): string[] {
  const names = [...html.matchAll(new RegExp(`\\./${ASSETS_DIR}/([\\w.-]+)`, 'g'))].map((match) => match[1]!);
  return [...new Set(names)].filter((name) => ASSET_NAME.test(name));
}

/** The files' brotli and gzip forms, written once beside them in a child at low priority. */
async function compressedForms(files: string[], signal?: AbortSignal): Promise<ServedPage['encoded'][]> {
  const missing = files.filter((file) => !hasCompressed(file));
  if (missing.length)
    await runInGroup(process.execPath, ['--import', 'tsx', COMPRESS_SCRIPT, ...missing], { cwd: root, signal, priority: BUILD_PRIORITY });
  return files.map((file) => Object.fromEntries(ENCODINGS.map((encoding) => [encoding, readFileSync(compressedFile(file, encoding))])));
}

export interface DocsOptions {
  host?: string;
  /** The environment variable that sets `port`, named when the port is taken. */
  portVariable?: string;
  /** A page that must be built is built only after this settles (`npm start`: once the mock answers). */
  buildAfter?: Promise<unknown>;
  /** Stops a build under way. */
  signal?: AbortSignal;
  /** Where the built page and the compressed files are kept (tests use a directory of their own). */
  cacheDir?: string;
}

const BUILDING_PAGE =
  '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Reference docs</title>' +
  '<p>The reference page is being built (first start, or what it is made from changed); this page reloads itself.</p>';

/**
 * Listens at once; the contract is served from the start and the page once it is ready (until then a
 * 503 page that reloads itself). A failed build is answered as a 500 naming the failure.
 */
export async function startDocs(bundleFile: string, port: number, options: DocsOptions = {}): Promise<RunningDocs> {
  const host = options.host ?? '127.0.0.1';
  const cacheDir = options.cacheDir ?? CACHE_DIR;
  const key = docsPageKey(bundleFile);
  // The contract as it is now, named by what the page is made from (the bundle among it).
  const contract: ServedPage = { identity: readFileSync(bundleFile), encoded: {}, tag: `${key}-contract` };
  let page: ServedPage | undefined;
  const assets = new Map<string, ServedPage>();
  let failure: string | undefined;
  let built = false;
  const pageReady = (async () => {
    const cached = existsSync(join(cacheDir, `${key}.html`));
    if (!cached) await options.buildAfter;
    const cachedPage = await cachedDocsPage(key, options.signal, cacheDir);
    built = cachedPage.built;
    const served: ServedPage = { identity: readFileSync(cachedPage.file), encoded: {}, tag: key };
    const contractFile = join(cacheDir, `${key}.json`);
    if (!existsSync(contractFile)) {
      writeFileSync(`${contractFile}.partial`, contract.identity); // whole or not at all, as the page
      renameSync(`${contractFile}.partial`, contractFile);
    }
    const files = [cachedPage.file, contractFile];
    for (const name of assetNames(served.identity.toString('utf8'))) {
      const file = join(cacheDir, ASSETS_DIR, name);
      assets.set(name, { identity: readFileSync(file), encoded: {}, tag: name });
      files.push(file);
    }
    page = served;
    // Served as they are at once; compressed as soon as the compressed forms are there.
    compressedForms(files, options.signal).then(
      ([pageForms, contractForms, ...assetForms]) => {
        served.encoded = pageForms!;
        contract.encoded = contractForms!;
        [...assets.values()].forEach((asset, i) => void (asset.encoded = assetForms[i]!));
      },
      () => undefined, // stays uncompressed: still the whole page
    );
    return { built };
  })();
  pageReady.catch((error: Error) => void (failure = error.message.split('\n')[0]));

  const server = harden(
    createServer(
      guarded(
        (request, response) => {
          const path = request.url!.split('?', 1)[0];
          if (path === '/' || path === '/index.html') {
            if (page) sendPage(request, response, page, 'text/html; charset=utf-8');
            else if (failure)
              response
                .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
                .end(`The reference page could not be built: ${failure}\n`);
            else response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '2' }).end(BUILDING_PAGE);
          } else if (path?.startsWith(`/${ASSETS_DIR}/`) && assets.has(path.slice(ASSETS_DIR.length + 2))) {
            const name = path.slice(ASSETS_DIR.length + 2);
            sendPage(request, response, assets.get(name)!, assetType(name), IMMUTABLE);
          } else if (path === '/openapi.json') {
            sendPage(request, response, contract, 'application/json');
          } else {
            response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
          }
        },
        { methods: READ_METHODS },
      ),
    ),
  );
  await listen(server, port, host, options.portVariable);
  return {
    url: `http://${host}:${port}`,
    page: pageReady,
    pageState: () => (page ? (built ? 'built' : 'cached') : failure ? 'failed' : 'building'),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
