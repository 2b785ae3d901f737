/**
 * The public API of every entry point against its committed report (etc/*.api.md, API Extractor):
 * a change of the surface fails here until `npm run api:update` writes the new report, so the change
 * is reviewed and named in a changeset.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportedEntries } from '../../scripts/package/api-report.js';

const root = join(import.meta.dirname, '../..');

describe('the public API reports', () => {
  it('cover every entry point of the package', () => {
    const entries = reportedEntries();
    expect(entries.map((e) => e.entry)).toEqual(
      expect.arrayContaining(['@dsm/sdk', '@dsm/sdk/react', '@dsm/sdk/react/table', '@dsm/sdk/msw']),
    );
    for (const { reportName } of entries) expect(existsSync(join(root, 'etc', `${reportName}.api.md`)), reportName).toBe(true);
    expect(readFileSync(join(root, 'etc/sdk-react-table.api.md'), 'utf8')).toContain('export function useRecordTable(');
    expect(readFileSync(join(root, 'etc/sdk-react.api.md'), 'utf8')).not.toContain('useRecordTable');
  });

  it('match the API the declarations have (npm run api:check)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/package/api-report.ts')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/differs|Error/);
    expect(result.status).toBe(0);
  }, 600_000);
});
