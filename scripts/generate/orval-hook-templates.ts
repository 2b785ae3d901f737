/** The hook templates: the query hook carrying its options and key, and the mutation hook, typed by `QueryHook` and `MutationHook`. */
import type { GeneratorVerbOptions } from '@orval/core';
import { docBlock } from './orval-signatures.js';
import { inputParams, type OperationFacts, type Shape } from './orval-operation-shape.js';

/**
 * A query operation: `useX`, typed by `QueryHook` (src/react/operation-hooks.ts) on its result and arguments,
 * carrying `useX.queryOptions` and `useX.queryKey`, made by a shared factory from the descriptor
 * (src/react/hook-factories.ts), so a hook adds a few bytes to an application and one name to the index.
 */
export function queryHook(verb: GeneratorVerbOptions, shape: Shape, fact: OperationFacts, hook: string): string {
  const args = [
    ...shape.pathValues.map(([, a, type]) => `${a}: ${type}`),
    ...(shape.body ? [`${shape.body.name}${shape.body.optional ? '?' : ''}: ${shape.body.type}`] : []),
  ];
  const names = [...shape.pathValues.map(([, a]) => a), ...(shape.body ? [`${shape.body.name}${shape.body.optional ? '?' : ''}`] : [])];
  const carried = [
    `Its query options: \`${hook}.queryOptions(${['client', ...names, 'options?'].join(', ')})\`;`,
    `its query key: \`${hook}.queryKey(${names.join(', ')})\`.`,
  ];
  const doc = docBlock(
    verb,
    [...inputParams(shape, fact), ['options', '`query`: React Query options; `request`: the send options of its requests.']],
    [carried.join(' ')],
  );
  return `${doc}export const ${hook}: QueryHook<${shape.result}, [${args.join(', ')}]> = /* @__PURE__ */ queryHookFactory(op.${shape.name});\n\n`;
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
  return `${doc}export const ${hook}: MutationHook<${shape.result}, ${variables}> = /* @__PURE__ */ mutationHookFactory(op.${shape.name});\n\n`;
}
