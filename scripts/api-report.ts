/**
 * The public API of every entry point, as API Extractor reads it from the declarations the package
 * ships: `etc/<entry>.api.md` (`sdk`, `sdk-react`, `sdk-react-table`, `sdk-msw`, ...).
 *   npm run api:check    fails when an entry's API differs from its committed report (the new report is
 *                        left in .cache/api-report/ to compare)
 *   npm run api:update   writes the reports; commit them with the change they describe
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { buildDeclarations } from './build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const typesDir = join(root, '.cache/api-types');

/** `./react/table` -> its declaration file (from package.json's exports) and report name `sdk-react-table`. */
export function reportedEntries(): Array<{ entry: string; declarations: string; reportName: string }> {
  const exports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports as Record<string, string | { types?: string }>;
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([key, target]) => ({
      entry: `@dsm/sdk${key.slice(1)}`,
      declarations: join(typesDir, (target as { types: string }).types.replace(/^\.\/dist\//, '')),
      reportName: ['sdk', ...key.split('/').slice(1)].join('-'),
    }));
}

export function apiReport(update: boolean): boolean {
  buildDeclarations(typesDir);
  let unchanged = true;
  for (const { entry, declarations, reportName } of reportedEntries()) {
    const config = ExtractorConfig.loadFile(join(root, 'api-extractor.json'));
    config.mainEntryPointFilePath = declarations;
    config.apiReport!.reportFileName = reportName;
    // Only the entry and what it reaches, not every file of the project.
    config.compiler = { overrideTsconfig: { ...(config.compiler?.overrideTsconfig as object), files: [declarations] } };
    const prepared = ExtractorConfig.prepare({
      configObject: config,
      configObjectFullPath: join(root, 'api-extractor.json'),
      packageJsonFullPath: join(root, 'package.json'),
    });
    const result = Extractor.invoke(prepared, {
      localBuild: update,
      messageCallback: (message) => {
        // Warnings are written into the report; only errors are told here.
        if (message.logLevel !== ExtractorLogLevel.Error) message.logLevel = ExtractorLogLevel.None;
      },
    });
    const changed = result.apiReportChanged;
    console.log(`${entry}: ${changed ? (update ? 'report updated' : `API differs from etc/${reportName}.api.md`) : 'API unchanged'}`);
    if (!result.succeeded || (changed && !update)) unchanged = false;
  }
  return unchanged;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const update = process.argv.includes('--update');
  if (!apiReport(update)) {
    console.error('The public API changed: review the difference, then run `npm run api:update` and commit etc/*.api.md.');
    process.exitCode = 1;
  }
}
