/** Builds the reference docs (Redoc) of the bundled contract as one self-contained HTML file. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Asynchronous, so `npm start` can start the mock while the page is built. */
export async function buildDocs(bundleFile: string, outputFile: string): Promise<void> {
  await promisify(execFile)(
    `${root}node_modules/.bin/redocly`,
    // --inlineBundle: embed Redoc's scripts so the page works without reaching a CDN.
    ['build-docs', bundleFile, '-o', outputFile, '--inlineBundle', '--title', 'DSM platform server API'],
    { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = process.argv[2] ?? 'dist/docs/index.html';
  await buildDocs(`${root}generated/openapi.json`, output);
  console.log(`docs written to ${output}`);
}
