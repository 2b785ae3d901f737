/**
 * Fails when generated/ is not what `npm run generate` makes from the contract. It regenerates in
 * place, so after a failure the fresh output is there to review and commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const generatedDir = join(root, 'generated');

function snapshot(dir: string, files = new Map<string, string>()): Map<string, string> {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) snapshot(path, files);
    // The freshness stamp is local (ignored by git): a fresh checkout has none, and generating writes it.
    else if (entry !== '.inputs-hash') files.set(relative(root, path), readFileSync(path, 'utf8'));
  }
  return files;
}

const before = snapshot(generatedDir);
execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/generate/generate.ts')], { cwd: root, stdio: 'inherit' });
const after = snapshot(generatedDir);

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
if (changed.length) {
  console.error(`generated/ is stale: ${changed.length} file(s) differ from a fresh \`npm run generate\`:`);
  for (const file of changed.slice(0, 50))
    console.error(`  ${before.has(file) ? (after.has(file) ? 'changed' : 'removed') : 'added'}  ${file}`);
  console.error('Commit the regenerated files together with the contract change.');
  process.exit(1);
}
console.log(`generated/ is fresh (${after.size} files).`);
