/**
 * The console's build. It reaches the SDK only through its public entry points; until the package is
 * built they are mapped here to the sources (the same specifiers resolve to the package exports later).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin, type Rolldown } from 'vite';
import { consoleConfigFor } from './src/app/console-config.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Public entry point → file. Exact matches only, so no deeper path can slip through an alias. */
export const sdkAliases: Alias[] = [
  { find: /^@dsm\/sdk$/, replacement: fromHere('../src/index.ts') },
  { find: /^@dsm\/sdk\/call$/, replacement: fromHere('../src/call.ts') },
  { find: /^@dsm\/sdk\/raw$/, replacement: fromHere('../src/raw.ts') },
  { find: /^@dsm\/sdk\/react$/, replacement: fromHere('../src/react/index.ts') },
  { find: /^@dsm\/sdk\/react\/table$/, replacement: fromHere('../src/react/table/index.ts') },
  { find: /^@dsm\/sdk\/sandbox$/, replacement: fromHere('../src/sandbox/index.ts') },
  { find: /^@dsm\/sdk\/operations$/, replacement: fromHere('../src/operations/index.ts') },
  { find: /^@dsm\/sdk\/openapi\.json$/, replacement: fromHere('../generated/openapi.json') },
];

const EARLY_CONFIG_REQUEST =
  "window.dsmEarlyConsoleConfig = fetch('./console-config.json', { cache: 'no-store' }).then((r) => (r.ok ? r.json() : null), () => null);";

/**
 * `vite` / `vite preview` in console/: answer `/console-config.json` as scripts/serve/console.ts does, pointing
 * the console at DSM_MOCK_URL (default the mock of `npm start`, http://127.0.0.1:4010).
 */
function consoleConfig(): Plugin {
  const answer = (url: string | undefined, end: (body: string) => void) => {
    if (url?.split('?')[0] !== '/console-config.json') return false;
    end(JSON.stringify(consoleConfigFor(process.env.DSM_MOCK_URL ?? 'http://127.0.0.1:4010')));
    return true;
  };
  const middleware = (
    request: { url?: string },
    response: { setHeader(n: string, v: string): void; end(b: string): void },
    next: () => void,
  ) => {
    if (!answer(request.url, (body) => (response.setHeader('Content-Type', 'application/json'), response.end(body)))) next();
  };
  return {
    name: 'dsm-console-config',
    // Asked for while the app's scripts download; console/src/app/console-config.ts takes this answer.
    transformIndexHtml: () => [{ tag: 'script', children: EARLY_CONFIG_REQUEST, injectTo: 'head-prepend' }],
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * Loaded on demand, yet needed at once: the request signing chain (the SDK loads it apart; the first request
 * needs it) and React with the screens (src/app/mount.tsx, run once the start script has sent the first reads).
 */
const START_CHUNK_MODULES = [/[\\/]signing[\\/]signer\.[jt]s$/, /[\\/]console[\\/]src[\\/]app[\\/]mount\.tsx$/];

/**
 * index.html preloads the chunks the first screen awaits (START_CHUNK_MODULES and what they import) beside
 * the entry, so the first signed request does not wait for another round trip to fetch its code.
 */
function preloadStartChunks(): Plugin {
  return {
    name: 'dsm-console-start-chunks',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const item of Object.values(context.bundle ?? {})) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (wanted.has(fileName) || html.includes(`/${fileName}"`)) return;
          wanted.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
        };
        // In the order of START_CHUNK_MODULES: what the first request needs asks for a connection first.
        for (const pattern of START_CHUNK_MODULES)
          for (const chunk of chunks.values()) if (chunk.moduleIds.some((id) => pattern.test(id))) add(chunk.fileName);
        return [...wanted].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The build mode of the console that runs the sandbox in the page (`vite build --mode sandbox`). */
export const SANDBOX_MODE = 'sandbox';
const WORKER_FILE = 'mockServiceWorker.js';

/**
 * In the sandbox mode: MSW's worker script beside index.html, taken from the installed msw at build
 * time (so it always matches the msw bundled with the page), and served by `vite` / `vite preview`.
 */
function sandboxWorker(): Plugin {
  const script = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_FILE}`), 'utf8');
  const middleware = (request: { url?: string }, response: ScriptResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== `/${WORKER_FILE}`) return next();
    response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    response.end(script());
  };
  return {
    name: 'dsm-sandbox-worker',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: script() });
    },
    configureServer: (server) => void server.middlewares.use(middleware),
  };
}
type ScriptResponse = { setHeader(n: string, v: string): void; end(b: string): void };

export default defineConfig(({ mode }) => ({
  root: fromHere('.'),
  base: './',
  plugins: [react(), mode === SANDBOX_MODE ? sandboxWorker() : consoleConfig(), preloadStartChunks()],
  resolve: { alias: sdkAliases },
  build: {
    outDir: fromHere(mode === SANDBOX_MODE ? 'dist-sandbox' : 'dist'),
    emptyOutDir: true,
    // The contract is ~1.3 MB and loads only when the explorer opens; do not warn about that chunk.
    chunkSizeWarningLimit: 2000,
    // What the entry needs before its first reads, as one file rather than a chunk per shared module: fewer
    // requests ahead of the configuration and the reads (a browser opens only six connections to a host).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
