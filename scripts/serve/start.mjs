/**
 * `npm start`'s entry, in plain JavaScript: Prism takes the longest of everything npm start serves, so it is
 * spawned here first, on the lean contract of the committed bundle when one is cached, else on the bundle;
 * `start.ts` then adopts it (`early-prism.ts`), or spawns Prism itself when it no longer fits (another mock
 * kind, a regenerated bundle). `start.ts` runs compiled to JavaScript (`start-bundle.mjs`), not through tsx:
 * everything it does until the mock answers shares the machine with Prism's start.
 * NODE_OPTIONS=--enable-source-maps maps its stack traces to the sources.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { compiledStart } from './start-bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const EARLY_PRISM = Symbol.for('dsm.earlyPrism');

/** A free loopback port (the same way `prism.ts` asks for one). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function spawnEarlyPrism() {
  const kind = process.env.DSM_MOCK ?? '';
  if (!['', 'sandbox', 'static'].includes(kind)) return undefined; // start.ts explains the mistake
  if (process.env.DSM_UPSTREAM?.trim()) return undefined; // a gateway's Prism reads another contract (scripts/serve/gateway.ts)
  const bundleFile = `${root}generated/openapi.json`;
  const hash = createHash('sha256').update(readFileSync(bundleFile)).digest('hex');
  // The lean copy, named as `mock-contract.ts` names it for the mode; before there is one (a fresh clone, a
  // new bundle), Prism reads the bundle itself, and start.ts writes the copy for the next start.
  const leanFile = `${root}.cache/mock-contract/${hash}${kind === 'static' ? '' : '.proxy'}.json`;
  const contractFile = existsSync(leanFile) ? leanFile : bundleFile;
  const upstreamPort = kind === 'static' ? undefined : await freePort();
  const port = await freePort();
  const mode = upstreamPort === undefined ? ['mock', contractFile] : ['proxy', contractFile, `http://127.0.0.1:${upstreamPort}`];
  // The arguments `startPrism` gives a quiet Prism (scripts/serve/prism.ts).
  const [command, ...target] = mode;
  const args = [
    command,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--errors',
    '--no-multiprocess',
    '--verboseLevel',
    'warn',
    ...target,
  ];
  const prism = ['--require', `${root}scripts/serve/prism-preload.cjs`, `${root}node_modules/@stoplight/prism-cli/dist/index.js`];
  const child = spawn(process.execPath, [...prism, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.once('error', () => undefined); // start.ts sees a dead child and spawns its own
  // Never left behind: stopped when this process ends before it was adopted and stopped in order. A signal
  // before start.ts has its own handlers (scripts/serve/supervisor.ts) ends this process as it would have.
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM'); // its whole group, as prism.ts stops Prism
    } catch {
      child.kill('SIGTERM');
    }
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stop();
      if (process.listenerCount(signal) === 0) process.exit(130);
    });
  return { child, port, upstreamPort, contractFile };
}

globalThis[EARLY_PRISM] = await spawnEarlyPrism().catch(() => undefined);
// start.ts compiled to JavaScript (start-bundle.mjs); tsx runs the sources only when that cannot be built.
const compiled = await compiledStart(root);
if (compiled) await import(compiled);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./start.ts');
}
