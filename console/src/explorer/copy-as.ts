/** "Copy as": the same call as `dsm.call(…)`, as the generated function, as the hook, and as curl. */
import type { ExplorerOperation } from './contract';
import type { CallInputValues, RecordedRequest } from './send';

const json = (value: unknown) => JSON.stringify(value, null, 2);
const literal = (value: unknown) => JSON.stringify(value);

export function asDsmCall(operation: ExplorerOperation, input: CallInputValues, adminKeys: boolean): string {
  const parts: string[] = [];
  if (operation.pathValues.length > 0) parts.push(`path: ${literal(input.path ?? {})}`);
  if (input.body !== undefined) parts.push(`body: ${json(input.body)}`);
  const args = parts.length > 0 ? `{ ${parts.join(', ')} }` : adminKeys ? 'undefined' : '';
  const options = adminKeys ? ', { adminKeys: true }' : '';
  return `const result = await dsm.call('${operation.operationId}'${args ? `, ${args}` : ''}${options});`;
}

function positionalArgs(operation: ExplorerOperation, input: CallInputValues): string[] {
  const args = operation.pathValues.map((value) => literal(input.path?.[value.name]));
  if (input.body !== undefined) args.push(json(input.body));
  return args;
}

export function asFunction(operation: ExplorerOperation, input: CallInputValues, adminKeys: boolean): string {
  const args = positionalArgs(operation, input);
  args.push(adminKeys ? '{ client: dsm, adminKeys: true }' : '{ client: dsm }');
  return `import { ${operation.functionName} } from '@dsm/sdk';\n\nconst result = await ${operation.functionName}(${args.join(', ')});`;
}

export function asHook(operation: ExplorerOperation, input: CallInputValues): string {
  const head = `import { ${operation.hookName} } from '@dsm/sdk/react';\n\n`;
  if (operation.kind === 'query') {
    return `${head}const { data, error, isPending } = ${operation.hookName}(${positionalArgs(operation, input).join(', ')});`;
  }
  const variables = operation.pathValues.map((value) => `${value.name}: ${literal(input.path?.[value.name])}`);
  if (input.body !== undefined) variables.push(`data: ${json(input.body)}`);
  return `${head}const mutation = ${operation.hookName}();\n// only on a user's action:\nmutation.mutate(${variables.length > 0 ? `{ ${variables.join(', ')} }` : ''});`;
}

/** POSIX shell single quotes. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Key headers refer to shell variables; every other header is the computed value. */
export function asCurl(request: RecordedRequest, keyHeaderValue: (name: string, value: string) => string | null): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    const variable = keyHeaderValue(name, value);
    lines.push(variable ? `-H "${displayHeaderName(name)}: ${variable}"` : `-H ${shellQuote(`${displayHeaderName(name)}: ${value}`)}`);
  }
  if (request.body) lines.push(`--data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}

/** Header names arrive lower-cased from the Headers object; show them as docs/protocol.md spells them. */
const DSM_HEADER_NAMES = ['Algo', 'Id', 'Time', 'Cid', 'Campaign', 'Sid', 'DesignerSignature', 'Signature'];

export function displayHeaderName(name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-dsm-')) {
    const known = DSM_HEADER_NAMES.find((suffix) => suffix.toLowerCase() === lower.slice(6));
    return `X-DSM-${known ?? lower.slice(6)}`;
  }
  return lower.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}
