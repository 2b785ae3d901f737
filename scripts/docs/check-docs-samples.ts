/**
 * Type-checks every TypeScript code sample of the reference docs (dsm.call, the generated function, the
 * React hook) against the SDK's own types: `tsx scripts/docs/check-docs-samples.ts [sdkRoot]`.
 * The samples go into .cache/docs-samples/samples.ts, one function per sample, with `@dsm/sdk` and
 * `@dsm/sdk/react` mapped to the sources of `sdkRoot` (this checkout unless given; its bundled contract is used
 * too). Exits 1 on any error,
 * listing the operation and tab of each.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listOperations, loadBundle } from '../generate/contract.js';
import { docsContract } from './docs-contract.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Sample {
  operationId: string;
  label: string;
  source: string;
}

const IMPORT = /^import \{ ([^}]+) \} from '([^']+)';$/;

export function samplesModule(samples: Sample[]): { text: string; owners: Array<{ line: number; sample: Sample }> } {
  const imports = new Map<string, Set<string>>();
  const blocks: string[] = [];
  for (const [i, sample] of samples.entries()) {
    const body: string[] = [];
    for (const line of sample.source.split('\n')) {
      const match = IMPORT.exec(line);
      if (!match) body.push(line);
      else {
        const names = imports.get(match[2]!) ?? new Set<string>();
        for (const name of match[1]!.split(',')) names.add(name.trim());
        imports.set(match[2]!, names);
      }
    }
    blocks.push(`// ${sample.operationId} · ${sample.label}\nexport async function sample${i}() {\n${body.join('\n')}\n}`);
  }
  const head = [
    ...[...imports].map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '${module}';`),
    `import type { DsmClient } from '@dsm/sdk';`,
    `import type { DsmCall } from '@dsm/sdk/call';`,
    '',
    '/** The client the samples take from their surroundings: `withCall(createDsmClient(config))`. */',
    'declare const dsm: DsmClient & DsmCall;',
    'void dsm;',
    '',
  ].join('\n');
  const owners: Array<{ line: number; sample: Sample }> = [];
  let line = head.split('\n').length + 1;
  for (const [i, block] of blocks.entries()) {
    owners.push({ line, sample: samples[i]! });
    line += block.split('\n').length + 1;
  }
  return { text: `${head}\n${blocks.join('\n\n')}\n`, owners };
}

function main(): void {
  const sdkRoot = resolve(process.argv[2] ?? root);
  const docs = docsContract(loadBundle(join(sdkRoot, 'generated/openapi.json')));
  const samples: Sample[] = listOperations(docs).flatMap((op) =>
    (op.raw['x-codeSamples'] as Array<{ lang: string; label: string; source: string }>)
      .filter((sample) => sample.lang === 'typescript' || sample.lang === 'tsx')
      .map((sample) => ({ operationId: op.operationId, label: sample.label, source: sample.source })),
  );
  const dir = join(root, '.cache/docs-samples');
  mkdirSync(dir, { recursive: true });
  const { text, owners } = samplesModule(samples);
  writeFileSync(join(dir, 'samples.ts'), text);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: join(root, 'tsconfig.json'),
        compilerOptions: {
          noEmit: true,
          // A sample names its result to show its type, and may not read it.
          noUnusedLocals: false,
          noUnusedParameters: false,
          types: [],
          paths: {
            '@dsm/sdk': [join(sdkRoot, 'src/index.ts')],
            '@dsm/sdk/call': [join(sdkRoot, 'src/call.ts')],
            '@dsm/sdk/react': [join(sdkRoot, 'src/react/index.ts')],
          },
        },
        include: ['samples.ts'],
      },
      null,
      2,
    ),
  );
  let output = '';
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  const failures = new Map<string, string[]>();
  for (const [, lineText, message] of output.matchAll(/samples\.ts\((\d+),\d+\): error (TS\d+: [^\n]*)/g)) {
    const owner = owners.filter((o) => o.line <= Number(lineText)).at(-1)!;
    const key = `${owner.sample.operationId} · ${owner.sample.label}`;
    failures.set(key, [...(failures.get(key) ?? []), message!]);
  }
  const unexplained = output && failures.size === 0;
  if (failures.size || unexplained) {
    for (const [key, messages] of failures) console.error(`${key}\n  ${messages.join('\n  ').slice(0, 600)}`);
    if (unexplained) console.error(output);
    console.error(`\n${failures.size} of ${samples.length} samples do not type-check against ${sdkRoot} (see ${join(dir, 'samples.ts')}).`);
    process.exit(1);
  }
  console.log(`all ${samples.length} TypeScript samples type-check against ${sdkRoot}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
