/**
 * `npm start`: regenerates from the contract, then serves on loopback
 *   - a Prism mock of the bundled contract (DSM_MOCK_PORT, default 4010)
 *   - the Redoc reference docs (DSM_DOCS_PORT, default 4011)
 * and prints both addresses. Ctrl+C stops everything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildDocs } from './docs.js';
import { startPrism } from './prism.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const mockPort = Number(process.env.DSM_MOCK_PORT ?? 4010);
const docsPort = Number(process.env.DSM_DOCS_PORT ?? 4011);

execFileSync(process.execPath, ['--import', 'tsx', `${root}scripts/generate.ts`], { cwd: root, stdio: 'inherit' });
mkdirSync(`${root}.cache/docs`, { recursive: true });
const docsFile = `${root}.cache/docs/index.html`;
buildDocs(`${root}generated/openapi.json`, docsFile);

const mock = await startPrism(`${root}generated/openapi.json`, mockPort);
const docsPage = readFileSync(docsFile);
const docs = createServer((request, response) => {
  if (request.url === '/' || request.url === '/index.html') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(docsPage);
  } else if (request.url === '/openapi.json') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(readFileSync(`${root}generated/openapi.json`));
  } else {
    response.writeHead(404).end('not found');
  }
});
await new Promise<void>((resolve) => docs.listen(docsPort, HOST, resolve));

console.log(`
  Mock server (Prism):  ${mock.url}      e.g. curl ${mock.url}/api/smartcampaign/login -X POST -H 'Content-Type: application/json' -d '{"login":"jane.doe","password":"S3cret!"}'
  Reference docs:       http://${HOST}:${docsPort}/   (contract: http://${HOST}:${docsPort}/openapi.json)

  SDK against the mock: createDsmClient({ targetSystem: '${HOST}', protocol: 'http', port: ${mock.port}, publicKey, privateKey })
  Press Ctrl+C to stop.
`);

const shutdown = async () => {
  docs.close();
  await mock.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
