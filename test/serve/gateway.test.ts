/**
 * `npm start`'s gateway mode (DSM_UPSTREAM), offline: the sandbox on its own port stands for the real server.
 * Calls through the gateway, unsigned, get what the sandbox gives a client that signs itself (the sandbox checks
 * every signature, made for its host by the forwarder); a deliberately broken server has each break reported with
 * its operation in the report file and the summary; no key appears in a reply, the report or the output.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DsmHttpError } from '../../src/errors.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';
import { startGateway, type RunningGateway } from '../../scripts/serve/gateway.js';
import { startMswServer, type RunningMswServer } from '../../scripts/serve/msw-http.js';
import { freePort } from '../../scripts/serve/prism.js';
import { createDsmClient } from '../support/full-client.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundleFile = join(root, 'generated/openapi.json');
const SECRETS = [SANDBOX_DEMO_KEYS.privateKey, SANDBOX_DEMO_KEYS.adminPrivateKey];
const dir = mkdtempSync(join(tmpdir(), 'dsm-gateway-'));
const printed: string[] = [];
const print = (line: string) => printed.push(line);

/** Replies that break the contract, by path: a wrong type, a missing required field, an unknown enum value, no envelope. */
const BROKEN: Record<string, string> = {
  '/api/contacts/count': '{"state":0,"responseObject":"many"}',
  '/api/contacts/filter/getall': '{"state":0,"responseObject":[{"query":null}]}',
  '/api/accounts/automatedtaskstates': '{"state":0,"responseObject":[{"taskId":1,"taskType":99}]}',
  '/api/campaignTemplates/count': '{"count":3}',
};

async function brokenServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const body = BROKEN[request.url ?? ''] ?? '{"state":0,"responseObject":null}';
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

const keys = { ...SANDBOX_DEMO_KEYS };
/** The forwarder in front of the sandbox also holds a source key and signs designer calls. */
const SOURCE = 'Src-A1';
/** The signing headers of every request the sandbox got. */
const upstream: Record<string, string>[] = [];
const record = http.all('*', ({ request }) => {
  upstream.push(Object.fromEntries([...request.headers].filter(([name]) => name.startsWith('x-dsm-'))));
});
let sandboxServer: RunningMswServer;
let gateway: RunningGateway;
let broken: { url: string; server: Server };
let brokenGateway: RunningGateway;

beforeAll(async () => {
  const sandbox = createSandbox({ speed: Infinity });
  sandboxServer = await startMswServer({ handlers: () => [record, ...sandbox.handlers], port: 0 });
  const signing = { ...keys, sourcePublicKey: SOURCE, designer: true };
  broken = await brokenServer();
  [gateway, brokenGateway] = await Promise.all([
    startGateway(
      bundleFile,
      await freePort(),
      { upstream: sandboxServer.url, keys: signing, reportFile: join(dir, 'sandbox.jsonl') },
      { print },
    ),
    startGateway(bundleFile, await freePort(), { upstream: broken.url, keys, reportFile: join(dir, 'broken.jsonl') }, { print }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([gateway?.stop(), brokenGateway?.stop(), sandboxServer?.stop()]);
  broken?.server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('in front of the sandbox', () => {
  it('answers a script of unsigned calls as the sandbox answers a client that signs', async () => {
    const viaGateway = createDsmClient({ proxy: gateway.url });
    const direct = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: Number(new URL(sandboxServer.url).port), ...keys });
    const script: [string, { path?: Record<string, unknown>; body?: unknown }?][] = [
      ['contactsCount'],
      ['contactsCountWithQuery', { body: { wheres: [] } }],
      ['contactsGet', { body: { size: 5, start: 0, columns: [{ columnName: '*' }], wheres: [] } }],
      ['campaignTemplatesCount'],
      ['databaseGetAllDatabases'],
    ];
    for (const [id, input] of script) {
      const call = (client: typeof direct) => (client.call as (id: string, input?: object) => Promise<unknown>)(id, input);
      expect(await call(viaGateway), id).toEqual(await call(direct));
    }
    expect(gateway.report.summary()).toMatch(/contactsCount: 1 passed/);
    expect(gateway.report.summary()).toMatch(/0 broke the contract/);
  });

  it('refuses a request that breaks the contract with the envelope, and reports it as the request’s', async () => {
    const reply = await fetch(`${gateway.url}/api/contacts/delete/abc`);
    expect(reply.status).toBe(422);
    expect(((await reply.json()) as { failureMessage: string }).failureMessage).toMatch(/integer/);
    const viaGateway = createDsmClient({ proxy: gateway.url });
    await expect(viaGateway.call('adminGetAllAccountIds')).rejects.toBeInstanceOf(DsmHttpError);
    expect(gateway.report.summary()).toMatch(/contactsDeleteById: 0 passed, 1 broke the contract\n.*the request/);
  });
});

describe('designer mode and the source key through the gateway', () => {
  it('signs the designer values the SDK names and its source key, which the sandbox accepts', async () => {
    const designer = createDsmClient({ proxy: gateway.url, designer: { customerId: 4714, campaignName: 'Summer-3' } });
    expect(typeof (await designer.call('contactsCount'))).toBe('number');
    expect(upstream.at(-1)).toMatchObject({ 'x-dsm-cid': '4714', 'x-dsm-campaign': 'Summer-3', 'x-dsm-sid': SOURCE });
    expect(upstream.at(-1)!['x-dsm-designersignature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never lets a caller’s signature or public id reach the sandbox', async () => {
    const forged = { 'X-DSM-Signature': 'forged', 'X-DSM-PublicId': 'forged', 'X-DSM-Id': 'forged', 'X-DSM-Cid': '1' };
    const reply = await fetch(`${gateway.url}/api/contacts/count`, { headers: forged });
    expect(reply.status).toBe(200);
    expect(JSON.stringify(upstream.at(-1))).not.toContain('forged');
    expect(upstream.at(-1)!['x-dsm-publicid']).toBeUndefined();
    expect([upstream.at(-1)!['x-dsm-id'], upstream.at(-1)!['x-dsm-cid']]).toEqual([keys.publicKey, undefined]);
  });
});

describe('in front of a server whose replies break the contract', () => {
  it('reports every break with its operation, in the file and the summary', async () => {
    const client = createDsmClient({ proxy: brokenGateway.url });
    for (const id of ['contactsCount', 'contactsFilterGetAll', 'accountsAutomatedTaskStates', 'campaignTemplatesCount'] as const)
      await (client.call as (id: string) => Promise<unknown>)(id).catch(() => undefined);
    const lines = readFileSync(join(dir, 'broken.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const byOperation = Object.fromEntries(lines.map((line) => [line.operationId, line]));
    expect(Object.keys(byOperation).sort()).toEqual([
      'accountsAutomatedTaskStates',
      'campaignTemplatesCount',
      'contactsCount',
      'contactsFilterGetAll',
    ]);
    for (const line of lines) expect(line.side).toBe('reply');
    expect(JSON.stringify(byOperation.contactsCount.violations)).toMatch(/integer/);
    expect(JSON.stringify(byOperation.contactsFilterGetAll.violations)).toMatch(/name/);
    expect(JSON.stringify(byOperation.accountsAutomatedTaskStates.violations)).toMatch(/allowed values|enum/i);
    expect(JSON.stringify(byOperation.campaignTemplatesCount.violations)).toMatch(/state/);
    const summary = brokenGateway.report.summary();
    for (const id of Object.keys(byOperation)) expect(summary).toMatch(new RegExp(`${id}: 0 passed, 1 broke the contract`));
    expect(printed.some((line) => line.includes('contactsCount') && line.includes('integer'))).toBe(true);
  });

  it("answers the caller that the server's reply broke the contract, naming the server (not a mock)", async () => {
    const error = await createDsmClient({ proxy: brokenGateway.url })
      .call('contactsCount')
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(String((error as Error)?.message)).toMatch(/^The server's reply to GET \/api\/contacts\/count breaks the contract: /);
  });

  it('shows no key in the report or the output', () => {
    const written = readFileSync(join(dir, 'broken.jsonl'), 'utf8') + printed.join('\n');
    for (const secret of SECRETS) expect(written).not.toContain(secret);
  });
});
