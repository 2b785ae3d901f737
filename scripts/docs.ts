/** Builds the reference docs (Redoc) of the bundled contract as one self-contained HTML file. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function buildDocs(bundleFile: string, outputFile: string): void {
  execFileSync(
    `${root}node_modules/.bin/redocly`,
    // --inlineBundle: embed Redoc's scripts so the page works without reaching a CDN.
    ['build-docs', bundleFile, '-o', outputFile, '--inlineBundle', '--title', 'DSM platform server API'],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = process.argv[2] ?? 'dist/docs/index.html';
  buildDocs(`${root}generated/openapi.json`, output);
  console.log(`docs written to ${output}`);
}
