/**
 * The sandbox alone on a loopback port, in a process of its own (for bench/mock-throughput.ts: the
 * server `prism proxy` alone stands in front of). Prints `listening <port>` once it answers.
 */
import { createSandbox } from '../src/sandbox/index.js';
import { startMswServer } from '../scripts/serve/msw-http.js';

const sandbox = createSandbox({ speed: Number.POSITIVE_INFINITY });
const server = await startMswServer({ handlers: () => sandbox.handlers, port: Number(process.argv[2] ?? 0) });
console.log(`listening ${server.port}`);
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
