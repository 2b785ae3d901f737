/**
 * `x-codeSamples` of one operation, made from the contract alone (its id, method, path, kind, security
 * and examples): `dsm.call()`, the generated function, the React Query hook and curl.
 */
import type { ContractOperation } from '../contract.js';
import type { OperationExamples } from '../operation-examples.js';
import { decodeJsonText, type JsonTextFields } from '../../src/transport/json-text.js';
import { encodePathSegment } from '../../src/transport/path-encoding.js';
import { sdkNames } from './sdk-names.js';
import { tsLiteral } from './ts-literal.js';

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** Where the samples send their requests: the contract's first server with its variables' defaults. */
export interface SampleServer {
  /** `https://demo.example.com` */
  url: string;
  /** `demo.example.com`, as `createDsmClient({ targetSystem })` takes it. */
  targetSystem: string;
}

export function sampleServer(bundle: Record<string, any>): SampleServer {
  const server = bundle.servers?.[0];
  if (!server?.url) throw new Error('the contract declares no server');
  const url = String(server.url).replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = server.variables?.[name]?.default;
    if (value === undefined) throw new Error(`server variable {${name}} has no default`);
    return String(value);
  });
  return { url, targetSystem: url.replace(/^[a-z]+:\/\//, '') };
}

/** The sample panel shows about 60 characters; longer parts are broken over lines. */
const WIDTH = 60;
/** A short reply is shown as a comment after the call. */
const RESULT_COMMENT_MAX = 60;

function resultComment(examples: OperationExamples): string {
  const result = JSON.stringify(examples.reply.responseObject);
  return result !== undefined && result.length <= RESULT_COMMENT_MAX ? `\n// result: ${result}` : '';
}

function callSample(op: ContractOperation, examples: OperationExamples, server: SampleServer): string {
  const config = op.signed
    ? `{\n  targetSystem: '${server.targetSystem}',\n  publicKey: 'pub-…',\n  privateKey: 'priv-…',\n}`
    : `{ targetSystem: '${server.targetSystem}' }`;
  const input: Record<string, unknown> = {};
  if (examples.pathValues.length) input.path = Object.fromEntries(examples.pathValues.map(({ name, value }) => [name, value]));
  if (examples.hasBody) input.body = examples.body;
  const prefix = `const result = await dsm.call('${op.operationId}'`;
  const args = Object.keys(input).length ? `, ${tsLiteral(input, 0, WIDTH, prefix.length + 2)}` : '';
  return [
    `import { createDsmClient, withCall } from '@dsm/sdk/call';`,
    '',
    op.signed ? null : '// Unsigned operation: sent without X-DSM-* headers, no keys needed.',
    `const dsm = withCall(createDsmClient(${config}));`,
    '',
    `${prefix}${args});${resultComment(examples)}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** Path values, then the body written in place (so the SDK's types check it, as they would in an application). */
function argumentList(examples: OperationExamples, prefix: string): string[] {
  const args = examples.pathValues.map(({ value }) => tsLiteral(value));
  if (examples.hasBody) {
    const column = prefix.length + args.reduce((width, arg) => width + arg.length + 2, 0);
    args.push(tsLiteral(examples.body, 0, WIDTH, column));
  }
  return args;
}

function functionSample(op: ContractOperation, examples: OperationExamples): string {
  const { functionName } = sdkNames(op.operationId);
  const prefix = `const result = await ${functionName}(`;
  const args = [...argumentList(examples, prefix), '{ client: dsm }'];
  return [`import { ${functionName} } from '@dsm/sdk';`, '', `${prefix}${args.join(', ')});${resultComment(examples)}`].join('\n');
}

function hookSample(op: ContractOperation, examples: OperationExamples): string {
  const { hookName } = sdkNames(op.operationId);
  const lines = [`import { ${hookName} } from '@dsm/sdk/react';`, ''];
  if (op.kind === 'query') {
    const prefix = `const { data, error, isPending } = ${hookName}(`;
    lines.push(
      '// A query hook: fetched when the component renders (below',
      '// <DsmProvider client={dsm}>) and cached by React Query.',
      `${prefix}${argumentList(examples, prefix).join(', ')});`,
    );
  } else {
    const variables: Record<string, unknown> = Object.fromEntries(examples.pathValues.map(({ name, value }) => [name, value]));
    if (examples.hasBody) variables.data = examples.body;
    lines.push(
      '// A mutation hook: runs only when you call mutate(),',
      `// never on render${op.method === 'get' ? ' (sent as GET, yet it changes data)' : ''}.`,
      `const mutation = ${hookName}();`,
      // No path values and no body: the hook's variables are void.
      Object.keys(variables).length
        ? `mutation.mutate(${tsLiteral(variables, 0, WIDTH, 'mutation.mutate('.length)});`
        : 'mutation.mutate();',
    );
  }
  return lines.join('\n');
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlSample(op: ContractOperation, examples: OperationExamples, server: SampleServer): string {
  const values = new Map(examples.pathValues.map(({ name, value }) => [name, String(value)]));
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathSegment(values.get(name)!));
  const lines = [
    op.signed
      ? '# Signed: X-DSM-Time and X-DSM-Signature come from the\n' +
        '# HMAC-SHA256 chain ("Getting started and signing").\n' +
        '# A source key adds X-DSM-Sid; designer mode adds\n' +
        '# X-DSM-Cid, X-DSM-Campaign and X-DSM-DesignerSignature.'
      : '# Unsigned operation: sent without X-DSM-* headers.',
    `curl -X ${op.method.toUpperCase()} ${shellQuote(server.url + path)}`,
  ];
  if (examples.hasBody) lines.push(`  -H 'Content-Type: application/json; charset=utf-8'`);
  if (op.signed) {
    lines.push(
      `  -H 'X-DSM-Algo: hmacsha256'`,
      `  -H "X-DSM-Id: $DSM_PUBLIC_KEY"`,
      `  -H "X-DSM-Time: $DSM_TIME"`,
      `  -H "X-DSM-Signature: $DSM_SIGNATURE"`,
    );
  }
  // The exact bytes sent are the bytes signed: the SDK sends compact JSON.
  if (examples.hasBody) lines.push(`  --data-raw ${shellQuote(JSON.stringify(examples.body))}`);
  return lines.map((line, i) => (i > 0 && i < lines.length - 1 ? `${line} \\` : line)).join('\n');
}

/**
 * The sample tabs, in order. Redoc shows only the samples whose label is in its `codeSamples.languages`
 * option, and the chosen tab stays chosen from one operation to the next, so labels never vary.
 */
export const SAMPLE_TABS = [
  { lang: 'typescript', label: 'dsm.call' },
  { lang: 'typescript', label: 'Function' },
  { lang: 'tsx', label: 'React hook' },
  { lang: 'bash', label: 'curl' },
] as const;

/**
 * The examples as an SDK caller writes and reads them: JSON-text fields (`x-dsm-json-text`) as objects.
 * curl shows the wire, where they are text.
 */
function sdkExamples(examples: OperationExamples, fields: JsonTextFields): OperationExamples {
  const refuse = (message: string): never => {
    throw new Error(`docs sample: ${message}`);
  };
  // Example bodies spell the fields as text; a caller writes the object that text holds.
  const asObjects = fields.body && Object.fromEntries(Object.keys(fields.body).map((at) => [at, 'object-or-text' as const]));
  const body = asObjects ? decodeJsonText(examples.body, asObjects, refuse) : examples.body;
  const reply = fields.result
    ? { ...examples.reply, responseObject: decodeJsonText(examples.reply.responseObject, fields.result, refuse) }
    : examples.reply;
  return { ...examples, body, reply };
}

export function codeSamples(
  op: ContractOperation,
  examples: OperationExamples,
  server: SampleServer,
  fields: JsonTextFields = {},
): CodeSample[] {
  const sdk = sdkExamples(examples, fields);
  const sources = [callSample(op, sdk, server), functionSample(op, sdk), hookSample(op, sdk), curlSample(op, examples, server)];
  return SAMPLE_TABS.map((tab, i) => ({ ...tab, source: sources[i]! }));
}
