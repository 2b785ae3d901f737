/** The hook templates: the query hook with its options and key, and the mutation hook, each typed in full. */
import type { GeneratorVerbOptions } from '@orval/core';
import { docBlock } from './orval-signatures.js';
import { inputParams, pascal, type OperationFacts, type Shape } from './orval-operation-shape.js';

/**
 * A query operation: `xQueryOptions`, `useX` and `getXQueryKey`, each typed in full and made by a shared
 * factory from the descriptor (src/react/hook-factories.ts), so a hook adds a few bytes to an application.
 */
export function queryHook(verb: GeneratorVerbOptions, shape: Shape, fact: OperationFacts, hook: string): string {
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
    `  /* @__PURE__ */ queryHookFactory(op.${shape.name});\n\n` +
    `/** The query key of {@link ${hook}}. */\n` +
    `export const get${pascal(shape.name)}QueryKey: (${args.join(', ')}) => DsmQueryKey = /* @__PURE__ */ queryKeyFactory(op.${shape.name});\n\n`
  );
}

/** A mutation operation: `useX`, whose variables are the path values by name and the body as `data`. */
export function mutationHook(verb: GeneratorVerbOptions, shape: Shape, fact: OperationFacts, hook: string): string {
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
