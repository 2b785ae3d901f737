/** What `npm start` prints once the mock and the console answer. */
import type { RunningConsole } from '../console.js';
import type { RunningDocs } from '../docs-server.js';
import type { RunningMock } from '../prism.js';
import type { MockKind } from './mock-choice.js';

export interface BannerFacts {
  kind: MockKind;
  /** What the sandbox mock answers with. */
  description?: string;
  mock: RunningMock;
  docs: RunningDocs;
  consoleApp: RunningConsole;
  mockReadyMs: number;
  consoleReadyMs: number;
}

const seconds = (ms: number) => `${(Math.round(ms) / 1000).toFixed(1)} s`;
const DOCS_STATE = { cached: '', built: '; page rebuilt', building: '; page being built, it reloads itself when ready', failed: '; the page could not be built' };

export function printBanner(facts: BannerFacts): void {
  const { mock, docs, consoleApp } = facts;
  const mockLine =
    facts.kind === 'static'
      ? `Mock server (Prism's mock of the contract's examples, DSM_MOCK=static)`
      : `Mock server (${facts.description})`;
  console.log(`
  ${mockLine}:
                        ${mock.url}      e.g. curl ${mock.url}/api/smartcampaign/login -X POST -H 'Content-Type: application/json' -d '{"login":"jane.doe","password":"S3cret!"}'
  Reference docs:       ${docs.url}/   (contract: ${docs.url}/openapi.json${DOCS_STATE[docs.pageState()]})
  Console:              ${consoleApp.url}/   (API explorer: ${consoleApp.url}/#/explorer; connected to the mock)

  SDK against the mock: createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: ${mock.port}, publicKey, privateKey })
  Mock ready in ${seconds(facts.mockReadyMs)}, console in ${seconds(facts.consoleReadyMs)}. Press Ctrl+C to stop.
`);
}
