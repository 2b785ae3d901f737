/**
 * Global setup: bundles the contract from openapi/ (not the committed bundle, so a contract edit is
 * tested even before `npm run generate`), starts the mock `npm start` serves (Prism with request
 * validation, behind the proxy that turns its refusals into envelopes) on a free loopback port, and
 * stops it after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleContract } from '../../scripts/package/bundle.js';
import { startMock } from '../../scripts/serve/mock-server.js';
import { freePort } from '../../scripts/serve/prism.js';

declare module 'vitest' {
  export interface ProvidedContext {
    mockPort: number;
    bundlePath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'dsm-contract-'));
  const bundlePath = join(dir, 'openapi.json');
  bundleContract(bundlePath);
  const mock = await startMock(bundlePath, await freePort());
  project.provide('mockPort', mock.port);
  project.provide('bundlePath', bundlePath);
  return async () => {
    await mock.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
