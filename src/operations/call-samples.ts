/**
 * The same call written three ways, as an application writes it: `dsm.call(…)`, the generated function
 * and the React Query hook. The docs' code samples and the console's "copy as" both print these, so
 * a reader sees one spelling everywhere. Values are written as TypeScript literals, broken over lines
 * past `width` characters.
 */
import type { OperationEntry } from './operation-entry.js';
import { tsLiteral } from './ts-literal.js';

/** The input of one call: path values by name and the body (left out when `undefined`). */
export interface SampleInput {
  /** The path values by name. */
  readonly path?: Readonly<Record<string, unknown>>;
  /** The request body. */
  readonly body?: unknown;
}

/** How a sample is written. */
export interface SampleOptions {
  /** Sign with the admin key pair (`{ adminKeys: true }`). */
  readonly adminKeys?: boolean;
  /** Line length after which a literal is broken up; 100 unless told. */
  readonly width?: number;
}

/** What a sample needs of an operation: any `OperationEntry` has it. */
export type SampledOperation = Pick<OperationEntry, 'id' | 'kind' | 'method' | 'pathValues' | 'functionName' | 'hookName'>;

const DEFAULT_WIDTH = 100;
const hasBody = (input: SampleInput) => input.body !== undefined;

/** `const result = await dsm.call('contactsDeleteById', { path: { id: 5012 } });` */
export function dsmCallSample(operation: SampledOperation, input: SampleInput, options: SampleOptions = {}): string {
  const values: Record<string, unknown> = {};
  if (operation.pathValues.length > 0) values.path = input.path ?? {};
  if (hasBody(input)) values.body = input.body;
  const prefix = `const result = await dsm.call('${operation.id}'`;
  const width = options.width ?? DEFAULT_WIDTH;
  const args =
    Object.keys(values).length > 0 ? `, ${tsLiteral(values, 0, width, prefix.length + 2)}` : options.adminKeys ? ', undefined' : '';
  return `${prefix}${args}${options.adminKeys ? ', { adminKeys: true }' : ''});`;
}

/** Path values in template order, then the body written in place (so the SDK's types check it). */
function positionalArgs(operation: SampledOperation, input: SampleInput, prefix: string, width: number): string[] {
  const args = operation.pathValues.map(({ name }) => tsLiteral(input.path?.[name]));
  if (hasBody(input)) {
    const column = prefix.length + args.reduce((sum, arg) => sum + arg.length + 2, 0);
    args.push(tsLiteral(input.body, 0, width, column));
  }
  return args;
}

/** The generated function with its import: `contactsDeleteById(5012, { client: dsm })`. */
export function functionSample(operation: SampledOperation, input: SampleInput, options: SampleOptions = {}): string {
  const prefix = `const result = await ${operation.functionName}(`;
  const args = positionalArgs(operation, input, prefix, options.width ?? DEFAULT_WIDTH);
  args.push(options.adminKeys ? '{ client: dsm, adminKeys: true }' : '{ client: dsm }');
  return [`import { ${operation.functionName} } from '@dsm/sdk';`, '', `${prefix}${args.join(', ')});`].join('\n');
}

/** The hook with its import: a query fetched on render, or a mutation run only by `mutate()`. */
export function hookSample(operation: SampledOperation, input: SampleInput, options: SampleOptions = {}): string {
  const width = options.width ?? DEFAULT_WIDTH;
  const lines = [`import { ${operation.hookName} } from '@dsm/sdk/react';`, ''];
  if (operation.kind === 'query') {
    const prefix = `const { data, error, isPending } = ${operation.hookName}(`;
    lines.push(
      '// A query hook: fetched when the component renders (below',
      '// <DsmProvider client={dsm}>) and cached by React Query.',
      `${prefix}${positionalArgs(operation, input, prefix, width).join(', ')});`,
    );
    return lines.join('\n');
  }
  const variables: Record<string, unknown> = Object.fromEntries(operation.pathValues.map(({ name }) => [name, input.path?.[name]]));
  if (hasBody(input)) variables.data = input.body;
  lines.push(
    '// A mutation hook: runs only when you call mutate(),',
    `// never on render${operation.method === 'GET' ? ' (sent as GET, yet it changes data)' : ''}.`,
    `const mutation = ${operation.hookName}();`,
    // No path values and no body: the hook's variables are void.
    Object.keys(variables).length > 0
      ? `mutation.mutate(${tsLiteral(variables, 0, width, 'mutation.mutate('.length)});`
      : 'mutation.mutate();',
  );
  return lines.join('\n');
}
