/**
 * The console (console/): `buildConsole()` builds it for static hosting into console/dist, and
 * `startConsole({ port, mockUrl })` serves that build on 127.0.0.1 with a `/console-config.json` that
 * points it at the mock, so it shows data with no setup. The only keys that config ever carries are
 * those of the local sandbox (its demo keys unless DSM_SANDBOX_* set others), served on loopback only.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consoleConfigFor } from '../../console/src/app/console-config.js';
import { SANDBOX_SAMPLE_TEMPLATE_UPLOAD } from '../../src/sandbox/demo-data/uploads.js';
import type { SandboxKeys } from '../../src/sandbox/index.js';
import { filesUnder, hashInputs, installedVersion } from '../generate/input-hash.js';
import { runInGroup } from './child-group.js';
import { guarded, harden, listen } from './http-guard.js';
import { decodedPath } from './request-target.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CONSOLE_DIR = join(root, 'console');
export const CONSOLE_DIST = join(CONSOLE_DIR, 'dist');
const HOST = '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A hash of what the console build is made from: its sources, the SDK's sources and generated code, Vite. */
export function consoleBuildKey(): string {
  const files = [
    join(CONSOLE_DIR, 'index.html'),
    join(CONSOLE_DIR, 'vite.config.ts'),
    ...['console/src', 'src', 'generated'].flatMap((dir) => filesUnder(join(root, dir))),
  ];
  return hashInputs(root, files, [`vite ${installedVersion(root, 'vite')}`]);
}

/** Where `buildConsole({ sandbox: true })` builds the console that runs the sandbox in the page. */
export const CONSOLE_SANDBOX_DIST = join(CONSOLE_DIR, 'dist-sandbox');

export interface BuildConsoleOptions {
  outDir?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /**
   * The console with no server: the SDK's sandbox runs in the page behind MSW's service worker (Vite's
   * `sandbox` mode), into console/dist-sandbox unless `outDir` says otherwise.
   */
  sandbox?: boolean;
}

/** Builds console/ into console/dist (Vite, production mode), or the sandbox console into console/dist-sandbox. */
export async function buildConsole(options: BuildConsoleOptions = {}): Promise<string> {
  const { build } = await import('vite');
  const outDir = options.outDir ?? (options.sandbox ? CONSOLE_SANDBOX_DIST : CONSOLE_DIST);
  // Vite sets NODE_ENV to production in this process when it is unset; put it back, or every process this one
  // starts later (Prism, which forks a second process under production) would run differently.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: join(CONSOLE_DIR, 'vite.config.ts'),
      root: CONSOLE_DIR,
      logLevel: options.logLevel ?? 'warn',
      ...(options.sandbox ? { mode: 'sandbox' } : {}),
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

export interface RunningConsole {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartConsoleOptions {
  /** 0 picks a free port. */
  port: number;
  /** The mock the console connects to by default; null starts it unconnected. Default `http://127.0.0.1:4010`. */
  mockUrl?: string | null;
  /**
   * Build first even when a build exists (`true`), when the build is older than what it is made from
   * (`'stale'`: `npm start`), or only when console/dist is missing (default).
   */
  rebuild?: boolean | 'stale';
  /** Serve this directory instead of console/dist. */
  dist?: string;
  /** The environment variable that sets `port`, named when the port is taken. */
  portVariable?: string;
  /** The keys of the sandbox at `mockUrl`, for the console to sign with. */
  keys?: SandboxKeys;
  /** `mockUrl` is a signing forwarder (`npm start`'s gateway): the console calls it unsigned, with no key in the page. */
  proxy?: boolean;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The build's files under assets/ are named by their content's hash: a browser may keep them (a reload then
 * compiles the scripts from its code cache). index.html, which names them, and the configuration, which
 * carries the sandbox's keys, are never kept.
 */
const cachingOf = (path: string): string => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store');

/**
 * Builds the console into `dist` when asked to, when it is missing, or (`'stale'`) when what it is made from changed.
 * The build runs in a child process (`console.ts build --out-dir`): Vite's few hundred megabytes go with it rather
 * than staying in the server's process for as long as it runs.
 */
export async function ensureConsoleBuilt(dist: string, rebuild: StartConsoleOptions['rebuild']): Promise<void> {
  const key = consoleBuildKey();
  const keyFile = join(dist, '.build-key');
  const stale = rebuild === 'stale' && (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key);
  if (rebuild === true || stale || !existsSync(join(dist, 'index.html'))) {
    await runInGroup(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'build', '--out-dir', dist], { cwd: root });
    writeFileSync(keyFile, key);
  }
}

/** Serves the built console on 127.0.0.1 and resolves once it listens. */
export async function startConsole(options: StartConsoleOptions): Promise<RunningConsole> {
  const dist = options.dist ?? CONSOLE_DIST;
  await ensureConsoleBuilt(dist, options.rebuild);
  // With the sandbox's keys the mock is the sandbox: the console also starts its sample template import.
  const sandbox = options.keys ? { keys: options.keys, sampleTemplateUpload: SANDBOX_SAMPLE_TEMPLATE_UPLOAD } : undefined;
  const configText = JSON.stringify(
    consoleConfigFor(options.mockUrl === undefined ? 'http://127.0.0.1:4010' : options.mockUrl, sandbox, options.proxy),
  );

  // Target and method are checked before this runs (guarded): a malformed path is a 400, not a crash.
  const server = harden(
    createServer(
      guarded(
        (request, response) => {
          const headers = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
          const path = decodedPath(request.url!);
          if (path === '/console-config.json') {
            response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(configText);
            return;
          }
          const file = normalize(join(dist, path === '/' ? 'index.html' : path));
          if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) {
            response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not found');
            return;
          }
          response
            .writeHead(200, {
              ...headers,
              'Cache-Control': cachingOf(path),
              'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
            })
            .end(readFileSync(file));
        },
        { methods: READ_METHODS },
      ),
    ),
  );
  const port = await listen(server, options.port, HOST, options.portVariable);
  return {
    url: `http://${HOST}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `tsx scripts/serve/console.ts build [--sandbox] [--out-dir <dir>]` (npm run console:build [-- --sandbox])
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === 'build') {
  const args = process.argv.slice(3);
  const outAt = args.indexOf('--out-dir');
  const outDir = outAt >= 0 ? args[outAt + 1] : undefined;
  const unknown = args.filter((arg, i) => arg !== '--sandbox' && (outAt < 0 || (i !== outAt && i !== outAt + 1)));
  if (unknown.length > 0 || (outAt >= 0 && !outDir)) {
    console.error(
      `Unknown option ${unknown.join(' ') || '--out-dir without a directory'}: npm run console:build [-- --sandbox] [--out-dir <dir>]`,
    );
    process.exit(2);
  }
  const sandbox = args.includes('--sandbox');
  const built = await buildConsole({ logLevel: 'info', sandbox, ...(outDir && { outDir }) });
  console.log(
    sandbox
      ? `Sandbox console built into ${built}: serve it as static files on localhost or over https (a service worker runs the sandbox), e.g. npx vite preview --config console/vite.config.ts --mode sandbox.`
      : `Console built into ${built} (static files; serve them with a console-config.json beside index.html, or without one to start unconnected).`,
  );
}
