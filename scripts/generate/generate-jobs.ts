/**
 * The long jobs from the contract (`x-dsm-job`, `x-dsm-job-fields`, scripts/generate/job-contract.ts) into
 * two modules: generated/job-facts.ts, every job as plain data (operations, id place, timing, field roles,
 * the state fields of its running steps and of each documented outcome: what the sandbox runs and the docs
 * list), and generated/jobs.ts, the SDK's catalogue: one `defineJob` line per job over the operation
 * descriptors, with the reader its status fields call for and the hand-written decision code it names.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ContractOperation } from './contract.js';
import { resolve } from './contract.js';
import { constantName } from './generate-labels.js';
import { type JobSpec, jobSpecs } from './job-contract.js';
import { jobFrames, type JobFrames } from './job-frames.js';

type Schema = Record<string, any>;

const json = (value: unknown) => JSON.stringify(value);
const moduleOf = (file: string) => file.replace(/\.ts$/, '');

/** The exported names of the modules in a folder of the repository, by module. */
function exportsIn(root: string, folder: string, only?: (file: string) => boolean): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(root + folder).filter((name) => name.endsWith('.ts') && (only?.(name) ?? true))) {
    for (const [, name] of readFileSync(`${root}${folder}/${file}`, 'utf8').matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)) {
      found.set(name!, `${folder}/${moduleOf(file)}`);
    }
  }
  return found;
}

/** The TypeScript type of one input of the status call (a path value, or a body field). */
function inputType(bundle: Schema, op: ContractOperation, where: 'path' | 'body', name: string): string {
  const schema =
    where === 'path'
      ? resolve(
          bundle,
          [...(bundle.paths[op.path].parameters ?? []), ...(op.raw.parameters ?? [])]
            .map((p) => resolve(bundle, p))
            .find((p) => p.in === 'path' && p.name === name)?.schema,
        )
      : resolve(bundle, resolve(bundle, resolve(bundle, op.raw.requestBody)?.content?.['application/json']?.schema)?.properties?.[name]);
  if (!schema) throw new Error(`${op.operationId}: the job's id travels in the ${where} input '${name}', which the operation lacks`);
  const types = [schema.type].flat();
  if (types.includes('array')) return 'string[]';
  return types.includes('integer') || types.includes('number') ? 'number' : 'string';
}

function idType(bundle: Schema, spec: JobSpec): string {
  const { id } = spec;
  if (id.name) return inputType(bundle, spec.status, id.in, id.name);
  const keys = Object.entries(id.names!).map(([key, input]) => `${key}: ${inputType(bundle, spec.status, id.in, input)}`);
  return `{ ${keys.join('; ')} }`;
}

/** The field roles as names only, for the facts. */
function roleFields(spec: JobSpec): Record<string, unknown> {
  const { fields, roles } = spec;
  const { states: _states, running: _running, notFound: _notFound, perId: _perId, ...rest } = fields;
  const named = Object.fromEntries(
    Object.entries(rest).map(([role, value]) => [role, typeof value === 'object' && !Array.isArray(value) ? value.field : value]),
  );
  for (const role of ['state', 'step', 'outcome'] as const) if (roles[role]) named[role] = roles[role]!.field;
  return named;
}

function factOf(spec: JobSpec, frames: JobFrames): string {
  const fact = {
    ...(spec.start && { start: spec.start.operationId }),
    status: spec.status.operationId,
    schema: spec.statusSchema,
    id: spec.id,
    ...(spec.from !== undefined && { from: spec.from }),
    ...(spec.accept && { accept: { field: spec.accept.field, value: spec.accept.value } }),
    poll: spec.poll,
    fields: roleFields(spec),
    ...(spec.fields.perId && { perId: true }),
    ...frames,
  };
  return `  ${spec.name}: ${json(fact)},`;
}

const FACTS_TYPES = `/** Where a job's id travels in its status call: one input, or one per key of the id; \`with\`: inputs sent beside it. */
export interface JobIdFacts {
  readonly in: 'path' | 'body';
  readonly name?: string;
  readonly names?: Readonly<Record<string, string>>;
  readonly with?: Readonly<Record<string, unknown>>;
}

/** One documented end of a job: its phase, the status fields that say it, and the platform's text for it. */
export interface JobOutcomeFacts {
  readonly phase: 'done' | 'failed' | 'decision';
  readonly fields: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** One long job as the contract describes it (\`x-dsm-job\` and its status schema's \`x-dsm-job-fields\`). */
export interface JobFacts {
  readonly start?: string;
  readonly status: string;
  /** The status schema. */
  readonly schema: string;
  readonly id: JobIdFacts;
  /** Where the start's answer (\`result\`, \`result.<field>\`) or input (\`path.<name>\`) holds the id. */
  readonly from?: string | Readonly<Record<string, string>>;
  /** A start whose answer's \`field\` is not \`value\` started nothing. */
  readonly accept?: { readonly field: string; readonly value: number };
  readonly poll: { readonly intervalMs: number; readonly toleratedFailures: number; readonly intervalFrom: 'platform' | 'sdk'; readonly toleranceFrom: 'platform' | 'sdk' };
  /** Which status field plays which role: state, step, outcome, percent, current, max, message, error, details, finished, id, decision, result. */
  readonly fields: Readonly<Record<string, string | readonly string[]>>;
  /** The status maps each id of a list to an entry of its own. */
  readonly perId?: true;
  /** The state fields of each running step, in order. */
  readonly running: readonly Readonly<Record<string, unknown>>[];
  readonly done: Readonly<Record<string, unknown>>;
  /** Every documented end, by its enumeration name. */
  readonly outcomes: Readonly<Record<string, JobOutcomeFacts>>;
  /** The outcome a status read of an id never started answers. */
  readonly notFound?: string;
  /** Step values whose status carries a percentage. */
  readonly percentSteps?: readonly number[];
}
`;

function readerOf(spec: JobSpec, bundle: Schema): string {
  if (spec.read) return spec.read;
  const { fields } = spec;
  const text = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { field: string }).field : value);
  const options = (entries: Record<string, unknown>) =>
    Object.entries(entries)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: '${value}'`)
      .join(', ');
  if (fields.finished)
    return `flagReader({ ${options({ percentField: text(fields.percent), errorField: fields.error, messageField: fields.message })} })`;
  const state = spec.roles.state?.schema;
  if (!state || !bundle.components.schemas[state]['x-enum-descriptions'])
    throw new Error(`${spec.name}: no reader fits its status; name one (x-dsm-job.read)`);
  const rules = `...JOB_STATE_RULES.${state}, messages: labels.${constantName(state)}`;
  return `stateReader({ ${[rules, options({ percentField: text(fields.percent), detailField: fields.message, errorField: fields.error })].filter(Boolean).join(', ')} })`;
}

function catalogueLine(spec: JobSpec, bundle: Schema, area: (op: ContractOperation) => string): string {
  const id = idType(bundle, spec);
  const place = spec.id.name ? `'${spec.id.name}'` : json(spec.id.names);
  // The done status's type makes these fields required (a status of one entry per id has none).
  const resultFields = spec.fields.perId ? [] : ([spec.fields.result ?? []].flat() as string[]);
  const parts = [
    ...(spec.start
      ? [
          `start: startFrom<'${spec.start.operationId}', ${id}>(${area(spec.start)}.${spec.start.operationId}, ${json(spec.from)}${spec.accept ? `, { job: '${spec.name}', field: '${spec.accept.field}', value: ${spec.accept.value}, messages: labels.${constantName(spec.accept.schema)} }` : ''})`,
        ]
      : []),
    `status: ${area(spec.status)}.${spec.status.operationId}`,
    `id: idIn<${id}>('${spec.id.in}', ${place}${spec.id.with ? `, ${json(spec.id.with)}` : ''})`,
    `timing: timing(${spec.poll.intervalMs}, '${spec.poll.intervalFrom}', ${spec.poll.toleratedFailures}, '${spec.poll.toleranceFrom}')`,
    `read: ${readerOf(spec, bundle)}`,
    ...(resultFields.length ? [`result: ${json(resultFields)} as const`] : []),
    ...(spec.answer ? [`answer: ${spec.answer}`] : []),
  ];
  const how = spec.start ? `started by \`${spec.start.operationId}\`` : 'started by an upload (watch its id)';
  return `/** \`${spec.name}\`: ${how}; status \`${spec.status.operationId}\` every ${spec.poll.intervalMs} ms. */\nexport const ${spec.name}Job = /* @__PURE__ */ defineJob('${spec.name}', () => ({ ${parts.join(', ')} }));`;
}

export function writeJobs(bundle: Schema, operations: ContractOperation[], root: string, header: string): number {
  const specs = jobSpecs(bundle, operations);
  const example = (op: ContractOperation) =>
    resolve(bundle, op.raw.responses?.['200'])?.content?.['application/json']?.example?.responseObject as
      | Record<string, unknown>
      | undefined;
  const frames = specs.map((spec) => jobFrames(bundle, spec, example(spec.status)));
  const facts = specs.map((spec, index) => factOf(spec, frames[index]!));
  const names = specs.map((spec) => `'${spec.name}'`).join(' | ');
  const percentSteps = new Map(
    specs.flatMap((spec, index) => (frames[index]!.percentSteps ? [[spec.statusSchema, frames[index]!.percentSteps]] : [])),
  );
  const percentLines = [...percentSteps].map(([schema, steps]) => `  ${schema}: ${json(steps)},`);
  writeFileSync(
    `${root}generated/job-facts.ts`,
    `${header}\n${FACTS_TYPES}\n/** The step values whose status carries a percentage, by status schema (\`x-dsm-job-fields.percent.steps\`). */\nexport const PERCENT_STEPS: Readonly<Record<string, readonly number[]>> = {\n${percentLines.join('\n')}\n};\n\n/** The name of a job of the contract. */\nexport type JobFactName = ${names};\n\n/** Every long job of the contract, by name. */\nexport const JOB_FACTS: { readonly [J in JobFactName]: JobFacts } = {\n${facts.join('\n')}\n};\n`,
  );
  const operationModules = exportsIn(root, 'generated/operations', (file) => file !== 'index.ts');
  const code = new Map([...exportsIn(root, 'src/jobs/readers'), ...exportsIn(root, 'src/jobs', (file) => file === 'decisions.ts')]);
  const area = (op: ContractOperation) => {
    const module = operationModules.get(op.operationId);
    if (!module) throw new Error(`${op.operationId}: no descriptor in generated/operations/`);
    return module
      .split('/')
      .pop()!
      .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  };
  const lines = specs.map((spec) => catalogueLine(spec, bundle, area));
  const used = (name: string) => lines.some((line) => new RegExp(`\\b${name}\\b`).test(line));
  const named = specs.flatMap((spec) => [spec.read, spec.answer]).filter((name): name is string => name !== undefined);
  for (const name of named)
    if (!code.has(name))
      throw new Error(`x-dsm-job names '${name}', which no module of src/jobs/readers/ nor src/jobs/decisions.ts exports`);
  const byModule = new Map<string, Set<string>>();
  for (const name of [...new Set(named)]) byModule.set(code.get(name)!, (byModule.get(code.get(name)!) ?? new Set()).add(name));
  const areas = [
    ...new Set(
      specs
        .flatMap((spec) => [spec.start, spec.status])
        .filter((op): op is ContractOperation => op !== undefined)
        .map((op) => operationModules.get(op.operationId)!),
    ),
  ].sort();
  const imports = [
    `import { defineJob, idIn, startFrom, timing } from '../src/jobs/define-job.js';`,
    `import { ${['flagReader', 'stateReader'].filter(used).join(', ')} } from '../src/jobs/readers/by-roles.js';`,
    ...[...byModule]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '../${module}.js';`),
    `import { JOB_STATE_RULES } from './job-states.js';`,
    `import * as labels from './labels.js';`,
    ...areas.map(
      (module) =>
        `import * as ${module
          .split('/')
          .pop()!
          .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())} from './${module.replace(/^generated\//, '')}.js';`,
    ),
  ];
  const table = specs.map((spec) => `  ${spec.name}: ${spec.name}Job,`).join('\n');
  writeFileSync(
    `${root}generated/jobs.ts`,
    `${header}${imports.join('\n')}\n\n${lines.join('\n\n')}\n\n/** Every job of the contract by its name: \`waitForJob(client, jobs.campaignCreate, id)\`. */\nexport const jobs = {\n${table}\n};\n\n/** The name of a job of the catalogue. */\nexport type JobName = keyof typeof jobs;\n`,
  );
  return specs.length;
}
