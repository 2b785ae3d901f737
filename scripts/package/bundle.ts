/** Bundles openapi/openapi.yaml into one JSON file with Redocly. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function bundleContract(outputFile: string): void {
  execFileSync(`${root}node_modules/.bin/redocly`, ['bundle', 'openapi/openapi.yaml', '-o', outputFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
}
