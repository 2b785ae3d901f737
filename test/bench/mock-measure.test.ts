import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../../bench/load.js';
import { steadyFrom } from '../../bench/mock-throughput-measure.js';

describe('the mock bench: when a server counts as warmed up', () => {
  it('is steady from the first block after which none costs over 10% more than the second half does', () => {
    expect(steadyFrom([1030, 830, 460, 340, 300, 290, 300, 240, 190, 180])).toBe(7);
    expect(steadyFrom([500, 400, 300, 300, 300, 300])).toBe(2);
  });

  it('is steady from the start when no block costs more than the rest', () => {
    expect(steadyFrom([300, 310, 290, 300])).toBe(0);
    expect(steadyFrom([200, 200, 400, 400, 400, 400])).toBe(0); // dearer later: decay, which the last/first figures show
  });
});

describe('the load generator, per 1,000 replies', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"state":0}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the server CPU before the first request and after each 1,000th reply', async () => {
    let reads = 0;
    const run = await runLoad({ url, count: 3000, connections: 4, serverCpuMs: () => 10 * ++reads });
    expect(reads).toBe(4);
    expect(run.thousands?.serverCpuMs).toEqual([10, 10, 10]);
    expect(run.thousands?.perSecond).toHaveLength(3);
    expect(run.firstThousandPerSecond).toBe(run.thousands?.perSecond[0]);
    expect([run.firstThousandServerCpuMs, run.lastThousandServerCpuMs]).toEqual([10, 10]);
  });

  it('gives no per-1,000 figures for a run too short to have a first and a last 1,000', async () => {
    let reads = 0;
    const run = await runLoad({ url, count: 500, connections: 2, serverCpuMs: () => ++reads });
    expect(reads).toBe(0);
    expect(run.thousands).toBeUndefined();
  });
});
