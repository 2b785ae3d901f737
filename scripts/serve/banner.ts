/** What `npm start` prints once the mock and the console answer. */
import type { RunningConsole } from './console.js';
import type { RunningDocs } from './docs-server.js';
import type { RunningMock } from './prism.js';
import { SANDBOX_KEY_VARIABLES, type SandboxSettings } from './mock-choice.js';

export interface BannerFacts {
  /** The sandbox's settings; undefined: Prism's static mock. */
  sandbox?: SandboxSettings;
  mock: RunningMock;
  docs: RunningDocs;
  consoleApp: RunningConsole;
  mockReadyMs: number;
  consoleReadyMs: number;
}

const seconds = (ms: number) => `${(Math.round(ms) / 1000).toFixed(1)} s`;
const DOCS_STATE = {
  cached: '',
  built: '; page rebuilt',
  building: '; page being built, it reloads itself when ready',
  failed: '; the page could not be built',
};
const INDENT = ' '.repeat(24);

/** A key as printed: the demo value, or only where it came from when it was set (it may be someone's own). */
function shownKey(sandbox: SandboxSettings, key: keyof SandboxSettings['keys']): string {
  return sandbox.keysFromEnv.includes(key) ? `(${SANDBOX_KEY_VARIABLES[key]})` : sandbox.keys[key];
}

function mockLines(mock: RunningMock, sandbox: SandboxSettings | undefined): string[] {
  if (!sandbox) {
    return [`${mock.url}   Prism's mock of the contract's examples (DSM_MOCK=static: stateless, signatures not checked)`];
  }
  const pace = sandbox.speed === 1 ? "the platform's pace" : `${sandbox.speed}× the platform's pace`;
  const window = sandbox.maxSkewSeconds === 0 ? 'no time check' : `X-DSM-Time within ${sandbox.maxSkewSeconds} s`;
  return [
    `${mock.url}   the sandbox (stateful, checks signatures) behind Prism's validation of the contract; DSM_MOCK=static for Prism's mock`,
    `${INDENT}demo keys: publicKey ${shownKey(sandbox, 'publicKey')}, privateKey ${shownKey(sandbox, 'privateKey')}`,
    `${INDENT}           adminPublicKey ${shownKey(sandbox, 'adminPublicKey')}, adminPrivateKey ${shownKey(sandbox, 'adminPrivateKey')}`,
    `${INDENT}jobs at ${pace} (DSM_SANDBOX_SPEED), ${window} (DSM_SANDBOX_MAX_SKEW_S)`,
  ];
}

export function printBanner(facts: BannerFacts): void {
  const { mock, docs, consoleApp, sandbox } = facts;
  const keys = sandbox
    ? `publicKey: '${shownKey(sandbox, 'publicKey')}', privateKey: '${shownKey(sandbox, 'privateKey')}'`
    : 'publicKey, privateKey';
  console.log(`
  Mock server:          ${mockLines(mock, sandbox).join('\n')}
                        e.g. curl ${mock.url}/api/smartcampaign/login -X POST -H 'Content-Type: application/json' -d '{"login":"jane.doe","password":"S3cret!"}'
  Reference docs:       ${docs.url}/   (contract: ${docs.url}/openapi.json${DOCS_STATE[docs.pageState()]})
  Console:              ${consoleApp.url}/   (API explorer: ${consoleApp.url}/#/explorer; connected to the mock${sandbox ? ' with the keys above' : ''})

  SDK against the mock: createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port: ${mock.port}, ${keys} })
  Mock ready in ${seconds(facts.mockReadyMs)}, console in ${seconds(facts.consoleReadyMs)}. Press Ctrl+C to stop.
`);
}
