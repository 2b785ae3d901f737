/**
 * `@dsm/sdk/sandbox`: a stateful sandbox of the platform as MSW handlers over an in-memory store. The
 * same handlers serve `npm start`, an application's tests and the console in the browser.
 *
 *   const sandbox = createSandbox();                    // demo keys, see SANDBOX_DEMO_KEYS
 *   const server = setupServer(...sandbox.handlers);    // msw/node; setupWorker in a browser
 *   afterEach(() => sandbox.reset());
 */
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';
export { SandboxRefusal } from './refusal.js';
export {
  MAX_QUEUED_SCENARIOS,
  MAX_SCENARIO_DELAY_MS,
  type SandboxScenarios,
  type ScenarioInput,
  type ScenarioMatch,
  type TakenScenario,
} from './scenarios/index.js';
export { SANDBOX_DEMO_KEYS, DEFAULT_MAX_SKEW_SECONDS, DEFAULT_SPEED, type SandboxKeys } from './defaults.js';
export {
  replies,
  type SandboxContext,
  type SandboxHandler,
  type SandboxHandlers,
  type SandboxRequest,
  type SandboxReply,
  type SandboxBody,
} from './context.js';
export { SANDBOX_SAMPLE_TEMPLATE_UPLOAD, type SandboxSampleUpload } from './demo-data/uploads.js';
export { createStore, Table, type SandboxStore, type SandboxDemoData } from './store/index.js';
export type * from './store/records.js';
