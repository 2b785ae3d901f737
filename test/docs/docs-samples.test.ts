/**
 * Every TypeScript sample of the reference docs (dsm.call, the generated function, the React hook)
 * type-checks against the SDK's own types, as a reader who copies one into an app would find.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('every docs code sample type-checks', { timeout: 240_000 }, () => {
  let output = '';
  let status = 0;
  try {
    output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/docs/check-docs-samples.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    status = failed.status;
    output = `${failed.stdout}${failed.stderr}`;
  }
  expect({ status, output: output.trim().split('\n').slice(-20).join('\n') }).toMatchObject({ status: 0 });
  expect(output).toMatch(/^all \d+ TypeScript samples type-check/m);
});
