/**
 * The real `npm start` stack on free ports: malformed and hostile requests to each of its three servers
 * get a 4xx and leave every server answering; when one server dies (Prism, killed here) npm start stops
 * the rest and exits non-zero; a port in use is one line naming its variable, with nothing left behind.
 * Slow to start on a loaded machine: the timeouts are generous, nothing here measures speed.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/serve/prism.js';
import { alive, descendants, rawRequest, runNpmStart, stillRunning, type NpmStart } from './stack-support.js';

const START_MS = 300_000;
const READY = 'Press Ctrl+C to stop.';

const head = (method: string, target: string, extra = '') => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;
/** A request as `head` writes it, addressed to `port` (the servers answer only their own Host, port included). */
const addressed = (bytes: string | Buffer, port: number) =>
  typeof bytes === 'string' ? bytes.replace('Host: 127.0.0.1\r\n', `Host: 127.0.0.1:${port}\r\n`) : bytes;
const HOSTILE: [string, string | Buffer][] = [
  ['a lone %', head('GET', '/%')],
  ['%00 in the path', head('GET', '/%00')],
  ['%FF in the path', head('GET', '/%FF')],
  ['a non-UTF-8 escape inside an API path', head('GET', '/api/contacts/count/%FF')],
  ['a truncated escape in a path parameter', head('GET', '/api/contacts/0/%2')],
  ['a 100 KB path', head('GET', `/${'a'.repeat(100_000)}`)],
  ['an unknown method', head('BREW', '/')],
  ['a method no server answers', head('PROPFIND', '/api/contacts/count')],
  [
    'a body declared as 100 GB',
    head('POST', '/api/smartcampaign/login', 'Content-Type: application/json\r\nContent-Length: 100000000000\r\n'),
  ],
  ['bytes that are not HTTP', Buffer.from([0, 1, 2, 255, 13, 10, 13, 10])],
];

async function serversAnswer(ports: Record<'mock' | 'docs' | 'console', number>): Promise<void> {
  const count = await fetch(`http://127.0.0.1:${ports.mock}/api/contacts/count`);
  expect(count.status).toBe(401); // unsigned: the mock's envelope
  expect(await count.json()).toMatchObject({ state: 1 });
  const login = await fetch(`http://127.0.0.1:${ports.mock}/api/smartcampaign/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'jane.doe', password: 'S3cret!' }),
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ state: 0 });
  const contract = await fetch(`http://127.0.0.1:${ports.docs}/openapi.json`);
  expect(contract.status).toBe(200);
  expect(await contract.json()).toHaveProperty('openapi');
  const config = await fetch(`http://127.0.0.1:${ports.console}/console-config.json`);
  expect(config.status).toBe(200);
  expect(await config.json()).toMatchObject({ target: { port: ports.mock } });
}

describe('npm start under bad input', () => {
  let stack: NpmStart;
  let ports: Record<'mock' | 'docs' | 'console', number>;

  beforeAll(async () => {
    ports = { mock: await freePort(), docs: await freePort(), console: await freePort() };
    stack = runNpmStart({ DSM_MOCK_PORT: String(ports.mock), DSM_DOCS_PORT: String(ports.docs), DSM_CONSOLE_PORT: String(ports.console) });
    await stack.printed(READY);
  }, START_MS);

  afterAll(() => stack?.kill());

  it.each(HOSTILE)(
    'answers %s with a 4xx on every port and keeps serving',
    async (_, bytes) => {
      for (const port of Object.values(ports)) {
        const status = await rawRequest(port, addressed(bytes, port));
        expect(status, `port ${port}`).toBeGreaterThanOrEqual(400);
        expect(status, `port ${port}`).toBeLessThan(500);
      }
      await serversAnswer(ports);
    },
    120_000,
  );

  it('survives clients that leave mid-request: a truncated body, a request cut off after its head', async () => {
    for (const port of Object.values(ports)) {
      await rawRequest(
        port,
        addressed(
          `${head('POST', '/api/smartcampaign/login', 'Content-Type: application/json\r\nContent-Length: 100\r\n')}{"login":`,
          port,
        ),
        200,
      );
      await rawRequest(port, addressed(head('GET', '/api/contacts/count'), port), 0);
      await rawRequest(port, 'GET /api/contacts/co', 0);
    }
    await serversAnswer(ports);
  }, 120_000);

  it('stops every server and exits non-zero when one of them (Prism) dies', async () => {
    const started = descendants(stack.child.pid!);
    const prism = [...started].find(([, command]) => /prism-cli\/dist\/index\.js (proxy|mock) /.test(command));
    expect(prism, [...started.values()].join('\n')).toBeDefined();
    expect(stack.processes()).toContain(prism![1]); // the run's marker reaches Prism in its own process group
    process.kill(prism![0], 'SIGKILL');
    expect(await stack.exited).not.toBe(0);
    expect(stack.output().stderr).toContain('Prism stopped by itself');
    expect(await stillRunning(() => alive(started))).toEqual([]);
    expect(await stillRunning(() => stack.processes())).toEqual([]);
  }, 120_000);
});

describe('npm start stopped through npm alone', () => {
  it(
    'stops every server when npm gets SIGTERM (a process manager stopping it), leaving no process',
    async () => {
      const run = runNpmStart({
        DSM_MOCK_PORT: String(await freePort()),
        DSM_DOCS_PORT: String(await freePort()),
        DSM_CONSOLE_PORT: String(await freePort()),
      });
      try {
        await run.printed(READY);
        const started = descendants(run.child.pid!);
        expect([...started.values()].some((command) => /prism-cli\/dist\/index\.js proxy /.test(command))).toBe(true);
        process.kill(run.child.pid!, 'SIGTERM'); // npm only: npm passes it to the shell, not to what the shell started
        await run.exited;
        expect(await stillRunning(() => alive(started))).toEqual([]);
        expect(await stillRunning(() => run.processes())).toEqual([]);
      } finally {
        run.kill();
      }
    },
    START_MS,
  );
});

describe('npm start with a port in use', () => {
  let taken: Server;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it(
    'says which variable to change in one line, exits non-zero and leaves no process',
    async () => {
      const run = runNpmStart({
        DSM_MOCK_PORT: String(port),
        DSM_DOCS_PORT: String(await freePort()),
        DSM_CONSOLE_PORT: String(await freePort()),
      });
      try {
        const code = await run.exited;
        expect(code).not.toBe(0);
        // npm adds its own "npm error ..." lines about the failed script; ours is the one before them.
        const ours = run
          .output()
          .stderr.split('\n')
          .filter((line) => line.trim() && !line.startsWith('npm '));
        expect(ours).toEqual([expect.stringMatching(new RegExp(`^Port ${port} is already in use.*set DSM_MOCK_PORT to a free port`))]);
        expect(await stillRunning(() => run.processes())).toEqual([]);
        expect(run.output().stderr).not.toContain('EADDRINUSE');
      } finally {
        run.kill();
      }
    },
    START_MS,
  );
});
