/**
 * Orval client templates of the SDK. Orval reads the contract (names, model types, tags); these
 * templates decide what each operation becomes: a function or hook that hands the transport the
 * operation itself (`generated/operations/<area>.ts`), its path values by name and its body, as given.
 * Every signature is written out (results named by their model, no inferred types), so the generated
 * declarations read like the source and cost the type-checker no inference.
 */
import type { ClientGeneratorsBuilder, GeneratorImport, GeneratorVerbOptions } from '@orval/core';
import { areaOf } from './operation-table.js';
import { docBlock, resultType, type InputDescriptions } from './orval-signatures.js';

export interface OperationFacts {
  kind: 'query' | 'mutation';
  /** The path template as the contract spells it. */
  path: string;
  /** The contract's descriptions of the path parameters (by name) and of the body (`body`). */
  descriptions: InputDescriptions;
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

interface Shape {
  name: string;
  result: string;
  resultImports: GeneratorImport[];
  /** `[templateName, argumentName, type]` in template order. */
  pathValues: [string, string, string][];
  body?: { name: string; type: string; optional: boolean };
}

function shapeOf(verb: GeneratorVerbOptions, facts: OperationFacts, spec: Record<string, unknown>): Shape {
  const templateNames = (facts.path.match(/\{[^}]+\}/g) ?? []).map((n) => n.slice(1, -1));
  const argumentNames = [...verb.route.matchAll(/\$\{([^}]+)\}/g)].map((m) => m[1]!);
  if (templateNames.length !== argumentNames.length) throw new Error(`${verb.operationName}: path parameters do not line up`);
  const paramProps = verb.props.filter((p) => p.type === 'param');
  const pathValues = templateNames.map((template, i): [string, string, string] => {
    const prop = paramProps.find((p) => p.name === argumentNames[i]);
    if (!prop) throw new Error(`${verb.operationName}: no argument for {${template}}`);
    return [template, prop.name, prop.definition.slice(prop.definition.indexOf(':') + 1).trim()];
  });
  const bodyProp = verb.props.find((p) => p.type === 'body');
  for (const prop of verb.props)
    if (prop.type !== 'param' && prop.type !== 'body') throw new Error(`${verb.operationName}: unexpected ${prop.type}`);
  const result = resultType(verb, spec);
  return {
    name: verb.operationName,
    result: result.type,
    resultImports: result.imports,
    pathValues,
    body: bodyProp ? { name: bodyProp.name, type: verb.body.definition, optional: verb.body.isOptional } : undefined,
  };
}

/** `@param` lines of the path values and the body, as the contract describes them. */
const inputParams = (shape: Shape, facts: OperationFacts, bodyName = shape.body?.name): [string, string | undefined][] => [
  ...shape.pathValues.map(([template, argument]): [string, string | undefined] => [argument, facts.descriptions[template]]),
  ...(shape.body ? [[bodyName!, facts.descriptions.body] as [string, string | undefined]] : []),
];

/** `{ path: { id }, body: query }`: the input object of one call, from the arguments. */
function inputObject(shape: Shape, read: (argument: string) => string = (a) => a): string {
  const parts: string[] = [];
  if (shape.pathValues.length)
    parts.push(`path: { ${shape.pathValues.map(([t, a]) => (t === read(a) ? t : `${t}: ${read(a)}`)).join(', ')} }`);
  if (shape.body) parts.push(`body: ${read(shape.body.name)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

/** Keeps the model imports the implementation uses. */
function usedImports(verb: GeneratorVerbOptions, shape: Shape, implementation: string): GeneratorImport[] {
  const all = [...shape.resultImports, ...verb.body.imports, ...verb.params.flatMap((p) => p.imports)];
  const seen = new Set<string>();
  return all.filter((i) => !seen.has(i.name) && new RegExp(`\\b${i.name}\\b`).test(implementation) && seen.add(i.name));
}

/** The area of the file orval is writing (its `tag`), in the kebab case of the file names. */
const areaOfFile = (tag: string | undefined) => {
  if (!tag) throw new Error('orval did not name the tag of a file (mode must be "tags")');
  return areaOf(tag.replace(/([a-z0-9])([A-Z])/g, '$1-$2'));
};

/** Orval puts the operation's doc before each implementation; the templates write their own (with `@param` lines). */
export const withoutOrvalDoc = (verb: GeneratorVerbOptions): GeneratorVerbOptions => ({ ...verb, doc: '' });

/** One row of `CallTable` (generated/call-table.ts): what `call(operationId)` takes and resolves to, by model name. */
export interface CallTableRow {
  id: string;
  input: string;
  result: string;
  /** The model names the row uses. */
  imports: string[];
}

/** `{ path: { id: number }; body: Query }`: the input of `call()`, typed as the function's arguments are. */
function callInputType(shape: Shape): string {
  const parts: string[] = [];
  if (shape.pathValues.length) parts.push(`path: { ${shape.pathValues.map(([t, , type]) => `${t}: ${type}`).join('; ')} }`);
  if (shape.body) parts.push(`body${shape.body.optional ? '?' : ''}: ${shape.body.type}`);
  return parts.length ? `{ ${parts.join('; ')} }` : '{}';
}

/**
 * `contactsDeleteById(5012, { client })`: a plain async function per operation. `spec` is the contract
 * as orval reads it (after scripts/generate/orval-input.ts); `callTable` collects each operation's row of `CallTable`.
 */
export function functionsClient(
  facts: Record<string, OperationFacts>,
  spec: Record<string, unknown>,
  callTable: CallTableRow[] = [],
): ClientGeneratorsBuilder {
  return {
    client(verb) {
      const fact = facts[verb.operationId]!;
      const shape = shapeOf(verb, fact, spec);
      const row = { id: verb.operationId, input: callInputType(shape), result: shape.result };
      callTable.push({ ...row, imports: usedImports(verb, shape, `${row.input} ${row.result}`).map((i) => i.name) });
      const args = [
        ...shape.pathValues.map(([, a, type]) => `${a}: ${type}`),
        ...(shape.body ? [`${shape.body.name}: ${shape.body.type}${shape.body.optional ? ' | undefined' : ''}`] : []),
        'options: DsmCallOptions',
      ];
      const doc = docBlock(verb, [
        ...inputParams(shape, fact),
        ['options', 'The client (`{ client }`) and the send options of this call.'],
      ]);
      const implementation =
        `${doc}export function ${shape.name}(${args.join(', ')}): Promise<${shape.result}> {\n` +
        `  return sendOperation(op.${shape.name}, ${inputObject(shape)}, options);\n}\n\n`;
      return { implementation, imports: usedImports(verb, shape, implementation) };
    },
    header: ({ tag }) =>
      `import { sendOperation, type DsmCallOptions } from '../../src/functions.js';\n` +
      `import type { Unwrapped } from '../../src/transport/envelope.js';\n` +
      `import * as op from '../operations/${areaOfFile(tag)}.js';\n\n`,
    dependencies: () => [],
    footer: () => '',
    title: (title) => title,
  };
}

/**
 * A query operation: `xQueryOptions`, `useX` and `getXQueryKey`, each typed in full and made by a shared
 * factory from the descriptor (src/react/hook-factories.ts), so a hook adds a few bytes to an application.
 */
function queryHook(verb: GeneratorVerbOptions, shape: Shape, fact: OperationFacts, hook: string): string {
  const args = [
    ...shape.pathValues.map(([, a, type]) => `${a}: ${type}`),
    ...(shape.body ? [`${shape.body.name}${shape.body.optional ? '?' : ''}: ${shape.body.type}`] : []),
  ];
  const doc = docBlock(verb, [
    ...inputParams(shape, fact),
    ['options', '`query`: React Query options; `request`: the send options of its requests.'],
  ]);
  const optionsArg = `options?: DsmQueryOptions<${shape.result}, TData>`;
  const factory = `${shape.name}QueryOptions`;
  return (
    `/** The query options of {@link ${hook}} (TanStack's \`queryOptions\`, typed key), sent with \`client\`. */\n` +
    `export const ${factory}: <TData = ${shape.result}>(${['client: DsmClient', ...args, optionsArg].join(', ')}) => DsmQueryOptionsOf<${shape.result}, TData> =\n` +
    `  /* @__PURE__ */ queryOptionsFactory(op.${shape.name});\n\n` +
    `${doc}export const ${hook}: <TData = ${shape.result}>(${[...args, optionsArg].join(', ')}) => UseQueryResult<TData, DsmError> =\n` +
    `  /* @__PURE__ */ queryHookFactory(${factory});\n\n` +
    `/** The query key of {@link ${hook}}. */\n` +
    `export const get${pascal(shape.name)}QueryKey: (${args.join(', ')}) => DsmQueryKey = /* @__PURE__ */ queryKeyFactory(op.${shape.name});\n\n`
  );
}

/** A mutation operation: `useX`, whose variables are the path values by name and the body as `data`. */
function mutationHook(verb: GeneratorVerbOptions, shape: Shape, fact: OperationFacts, hook: string): string {
  const fields = [
    ...shape.pathValues.map(([, a, type]) => `${a}: ${type}`),
    ...(shape.body ? [`data${shape.body.optional ? '?' : ''}: ${shape.body.type}`] : []),
  ];
  if (shape.pathValues.some(([, a]) => a === 'data')) throw new Error(`${shape.name}: a path value named 'data' clashes with the body`);
  // The factory reads the path values by their template names.
  for (const [template, argument] of shape.pathValues)
    if (template !== argument) throw new Error(`${shape.name}: path value {${template}} is named '${argument}'`);
  const variables = fields.length ? `{ ${fields.join('; ')} }` : 'void';
  const variableNotes = inputParams(shape, fact, 'data').map(
    ([name, description]) => `- \`${name}\`${description ? `: ${description}` : ''}`,
  );
  const notes = variableNotes.length ? ['`mutate` takes:', ...variableNotes] : [];
  const doc = docBlock(verb, [['options', '`mutation`: React Query options; `request`: the send options of its requests.']], notes);
  return (
    `${doc}export const ${hook}: (options?: DsmMutationOptions<${shape.result}, ${variables}>) => UseMutationResult<${shape.result}, DsmError, ${variables}> =\n` +
    `  /* @__PURE__ */ mutationHookFactory(op.${shape.name});\n\n`
  );
}

/** `useContactsCount()` (query) and `useContactsDeleteById().mutate({ id })` (mutation), as `x-dsm-kind` says. */
export function hooksClient(facts: Record<string, OperationFacts>, spec: Record<string, unknown>): ClientGeneratorsBuilder {
  return {
    client(verb) {
      const fact = facts[verb.operationId]!;
      const shape = shapeOf(verb, fact, spec);
      const hook = `use${pascal(shape.name)}`;
      const implementation = fact.kind === 'query' ? queryHook(verb, shape, fact, hook) : mutationHook(verb, shape, fact, hook);
      return { implementation, imports: usedImports(verb, shape, implementation) };
    },
    header: ({ tag }) =>
      `import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';\n` +
      `import type { DsmClient } from '../../src/client.js';\n` +
      `import type { DsmError } from '../../src/errors.js';\n` +
      `import { mutationHookFactory, queryHookFactory, queryKeyFactory, queryOptionsFactory } from '../../src/react/hook-factories.js';\n` +
      `import type { DsmMutationOptions, DsmQueryKey, DsmQueryOptions, DsmQueryOptionsOf } from '../../src/react/operation-hooks.js';\n` +
      `import type { Unwrapped } from '../../src/transport/envelope.js';\n` +
      `import * as op from '../operations/${areaOfFile(tag)}.js';\n\n`,
    dependencies: () => [],
    footer: () => '',
    title: (title) => title,
  };
}
