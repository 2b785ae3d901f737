/** bench/type-check.ts's result as rows for `console.table`. */
import { TYPE_CHECK_GOALS } from './type-check-apps.js';
import type { TypeCheckResult } from './type-check-figures.js';

/** Rows for `console.table`: one per app and `skipLibCheck` setting. */
export function typeCheckTable(result: TypeCheckResult): Record<string, Record<string, number | string>> {
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [setting, apps] of [
    ['skipLibCheck off', result.skipLibCheckOff],
    ['skipLibCheck on', result.skipLibCheckOn],
  ] as const) {
    for (const [name, app] of Object.entries(apps)) {
      rows[`${name}, ${setting}`] = {
        'with SDK (CPU ms)': app.withSdk.cpuMs,
        'without (CPU ms)': app.withoutSdk.cpuMs,
        ratio: app.ratio,
        goal: (TYPE_CHECK_GOALS as Record<string, number>)[name] ?? '-',
        'with SDK (MB)': app.withSdk.memoryMB,
        'without (MB)': app.withoutSdk.memoryMB,
        'with SDK (files)': app.withSdk.files,
        'with SDK (.d.ts lines)': app.withSdk.declarationLines,
        'with SDK (types)': app.withSdk.types,
        'without (types)': app.withoutSdk.types,
      };
    }
  }
  return rows;
}
