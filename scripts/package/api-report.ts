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
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { sharedDeclarations } from '../test/shared-declarations.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `./react/table` -> its declaration file (from package.json's exports, relative to the built
 * declarations) and report name `sdk-react-table`.
 */
export function reportedEntries(): Array<{ entry: string; declarations: string; reportName: string }> {
  const exports = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports as Record<string, string | { types?: string }>;
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([key, target]) => ({
      entry: `@dsm/sdk${key.slice(1)}`,
      declarations: (target as { types: string }).types.replace(/^\.\/dist\//, ''),
      reportName: ['sdk', ...key.split('/').slice(1)].join('-'),
    }));
}

function prepared(declarations: string, reportName: string, entryFiles: string[]): ExtractorConfig {
  const config = ExtractorConfig.loadFile(join(root, 'api-extractor.json'));
  config.mainEntryPointFilePath = declarations;
  config.apiReport!.reportFileName = reportName;
  // Only the entries and what they reach, not every file of the project.
  config.compiler = { overrideTsconfig: { ...(config.compiler?.overrideTsconfig as object), files: entryFiles } };
  return ExtractorConfig.prepare({
    configObject: config,
    configObjectFullPath: join(root, 'api-extractor.json'),
    packageJsonFullPath: join(root, 'package.json'),
  });
}

export function apiReport(update: boolean): boolean {
  const typesDir = sharedDeclarations();
  const entries = reportedEntries().map((e) => ({ ...e, declarations: join(typesDir, e.declarations) }));
  const entryFiles = entries.map((e) => e.declarations);
  // One compiler program over every entry, read by each entry's report in turn.
  const compilerState = CompilerState.create(prepared(entryFiles[0]!, entries[0]!.reportName, entryFiles), {
    additionalEntryPoints: entryFiles,
  });
  let unchanged = true;
  for (const { entry, declarations, reportName } of entries) {
    const result = Extractor.invoke(prepared(declarations, reportName, entryFiles), {
      compilerState,
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
