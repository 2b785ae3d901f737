/**
 * Lints the contract (openapi/openapi.yaml) with the rules of redocly.yaml and its ignore file, through
 * @redocly/openapi-core's API: the checks of `redocly lint`, without the CLI's banner about Node.js 20's end of
 * life (Node 20.19 is supported here). Prints the problems as `--format=stylish` does; exits 1 on an error.
 */
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CONTRACT = 'openapi/openapi.yaml';

const config = await loadConfig({ configPath: `${root}redocly.yaml` });
const problems = await lint({ ref: `${root}${CONTRACT}`, config });
const totals = getTotals(problems);
formatProblems(problems, { format: 'stylish', totals, cwd: root, command: 'lint' });
const ignored = problems.filter((problem) => (problem as { ignored?: boolean }).ignored).length;
console.log(
  totals.errors > 0
    ? `${CONTRACT}: ${totals.errors} error(s), ${totals.warnings} warning(s).`
    : `${CONTRACT}: valid${totals.warnings ? ` with ${totals.warnings} warning(s)` : ''}${ignored ? `; ${ignored} problem(s) explicitly ignored` : ''}.`,
);
process.exitCode = totals.errors > 0 ? 1 : 0;
