/**
 * The "Client-side checks" list of an operation's description: what the SDK refuses before it sends
 * anything, in the order it checks, with the platform's words (from the contract's `x-dsm-checks`).
 * A hand-written check is described by the doc comment of its export in `src/validation/`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ContractOperation } from '../generate/contract.js';
import { contractChecks, customCheckModules, type ContractCheck } from '../generate/contract-checks.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_CHECKS_HEADING = '**Client-side checks**';

/** The first paragraph of the doc comment above each exported check, by name. */
function checkDescriptions(): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const [name, module] of customCheckModules(root)) {
    const source = readFileSync(`${root}src/validation/${module}.ts`, 'utf8');
    const comment = source.match(new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export const ${name}\\b`))?.[1];
    const text = comment
      ?.split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim();
    if (text) descriptions.set(name, text);
  }
  return descriptions;
}

const quoted = (message: string) => `"${message}"`;

function line(check: ContractCheck, descriptions: ReadonlyMap<string, string>): string {
  switch (check.kind) {
    case 'model':
      return `no request body: ${quoted(check.message)}`;
    case 'missing':
      return `\`${check.name}\` (${check.where === 'path' ? 'path' : 'body'}) missing, \`null\` or empty: ${quoted(check.message)}`;
    case 'not-integer':
      return `\`${check.name}\` (${check.where === 'path' ? 'path' : 'body'}) given but not an integer: ${quoted(check.message)}`;
    case 'custom':
      return `${(descriptions.get(check.name) ?? 'a check of the platform').replace(/\.$/, '')} (\`${check.name}\`)`;
  }
}

/** A markdown list for each operation with checks; none for the others. */
export function clientChecksFor(bundle: Record<string, any>): (op: ContractOperation) => string | undefined {
  const descriptions = checkDescriptions();
  const names = new Set(customCheckModules(root).keys());
  return (op) => {
    const checks = contractChecks(bundle, op, names);
    if (!checks.length) return undefined;
    const items = checks.map((check, index) => `${index + 1}. ${line(check, descriptions)}`);
    return `${CLIENT_CHECKS_HEADING}: the SDK refuses the call with a \`DsmValidationError\` and sends nothing, at the first of:\n\n${items.join('\n')}`;
  };
}
