/**
 * Orval client templates of the SDK. Orval reads the contract (names, model types, tags); these
 * templates decide what each operation becomes: a function or hook that hands the transport the
 * operation itself (`generated/operations/<area>.ts`), its path values by name and its body, as given.
 * Every signature is written out (results named by their model, no inferred types), so the generated
 * declarations read like the source and cost the type-checker no inference.
 */
import type { ClientGeneratorsBuilder, GeneratorVerbOptions } from '@orval/core';
import { docBlock } from './orval-signatures.js';
import { mutationHook, queryHook } from './orval-hook-templates.js';
import {
  areaOfFile,
  callInputType,
  inputObject,
  inputParams,
  pascal,
  shapeOf,
  usedImports,
  type OperationFacts,
} from './orval-operation-shape.js';

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
    title: (title) => title,
  };
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
      `import { mutationHookFactory, queryHookFactory } from '../../src/react/hook-factories.js';\n` +
      `import type { MutationHook, QueryHook } from '../../src/react/operation-hooks.js';\n` +
      `import type { Unwrapped } from '../../src/transport/envelope.js';\n` +
      `import * as op from '../operations/${areaOfFile(tag)}.js';\n\n`,
    dependencies: () => [],
    title: (title) => title,
  };
}
