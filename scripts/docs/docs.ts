/**
 * Builds the reference docs (Redoc) of the bundled contract as a page with two files beside it: the docs
 * view of the contract (scripts/docs/docs-contract.ts: enumeration tables, kinds, SDK names, code
 * samples, the getting-started and signing section) rendered by `redocly build-docs`, then made offline,
 * with Redoc's script, as Redocly publishes it, in a file of its own (scripts/docs/redoc-script.ts),
 * and the contract without the extensions no reader sees (scripts/docs/page-contract.ts) in another
 * (scripts/docs/contract-asset.ts). Redoc's script renders the page (scripts/docs/client-rendered.ts);
 * the server sends all three compressed (scripts/docs/compressed-page.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientRendered } from './client-rendered.js';
import { SAMPLE_TABS } from './code-samples.js';
import { splitContract } from './contract-asset.js';
import { docsContract } from './docs-contract.js';
import { ENVELOPE_SCHEMAS } from './envelope-docs.js';
import { makeOffline, withEmptyIcon } from './offline.js';
import { pageContract } from './page-contract.js';
import { ASSETS_DIR, splitRedocScript } from './redoc-script.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Redoc settings of the page (the lint settings in redocly.yaml stay untouched). */
const REDOC_OPTIONS = {
  // "Try it" would send unsigned requests to the example server: every signed operation would fail.
  hideReplay: true,
  // The feedback form posts to Redocly.
  feedback: { hide: true },
  // The tabs of the generated x-codeSamples, then the request body as JSON.
  codeSamples: { languages: [...SAMPLE_TABS.map(({ lang, label }) => ({ lang, label })), { lang: 'payload', label: 'Payload' }] },
  // The reply envelope is named, not spelled out, under each operation; the guide shows its fields once.
  ignoreNamedSchemas: [...ENVELOPE_SCHEMAS],
};

/** The files of a built page: Redoc's script and the contract, in assets/ beside the page. */
export interface BuiltAssets {
  scriptFile: string;
  contractFile: string;
}

/** Builds the page into `outputFile` and its script and contract into assets/ beside it. */
export function buildDocs(bundleFile: string, outputFile: string): BuiltAssets {
  const work = mkdtempSync(join(tmpdir(), 'dsm-docs-'));
  try {
    const docsFile = join(work, 'openapi.docs.json');
    writeFileSync(docsFile, JSON.stringify(pageContract(docsContract(JSON.parse(readFileSync(bundleFile, 'utf8'))))));
    const pageFile = join(work, 'index.html');
    execFileSync(
      `${root}node_modules/.bin/redocly`,
      // --inlineBundle: embed Redoc's scripts so the page works without reaching a CDN.
      [
        'build-docs',
        docsFile,
        '-o',
        pageFile,
        '--inlineBundle',
        '--title',
        'DSM platform server API',
        '--openapi',
        JSON.stringify(REDOC_OPTIONS),
      ],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const { html: withoutScript, scriptName, script } = splitRedocScript(withEmptyIcon(makeOffline(readFileSync(pageFile, 'utf8'))));
    const { html, contractName, contract } = splitContract(clientRendered(withoutScript));
    const assets = join(dirname(resolve(outputFile)), ASSETS_DIR);
    mkdirSync(assets, { recursive: true });
    const built = { scriptFile: join(assets, scriptName), contractFile: join(assets, contractName) };
    writeFileSync(built.scriptFile, script);
    writeFileSync(built.contractFile, contract);
    writeFileSync(outputFile, html);
    return built;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = process.argv[2] ?? 'dist/docs/index.html';
  buildDocs(`${root}generated/openapi.json`, output);
  console.log(`docs written to ${output}`);
}
