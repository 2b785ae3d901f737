/**
 * `x-codeSamples` of one operation, made from its entry in the operation table and the contract's
 * examples: `dsm.call()`, the generated function, the React Query hook (written by the samples the
 * console's "copy as" also uses) and curl.
 */
import type { OperationExamples } from '../generate/operation-examples.js';
import {
  curlCommand,
  dsmCallSample,
  functionSample,
  hookSample,
  type CurlRequest,
  type OperationEntry,
  type SampleInput,
} from '../../src/operations/index.js';
import { decodeJsonText, type JsonTextFields } from '../../src/transport/json-text.js';
import { encodePathSegment } from '../../src/transport/path-encoding.js';

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

const sampleInput = (examples: OperationExamples): SampleInput => ({
  path: Object.fromEntries(examples.pathValues.map(({ name, value }) => [name, value])),
  ...(examples.hasBody ? { body: examples.body } : {}),
});

/** The client is made first, with the keys only a signed operation needs. */
function callSample(op: OperationEntry, examples: OperationExamples, server: SampleServer): string {
  const config = op.signed
    ? `{\n  targetSystem: '${server.targetSystem}',\n  publicKey: 'pub-…',\n  privateKey: 'priv-…',\n}`
    : `{ targetSystem: '${server.targetSystem}' }`;
  return [
    `import { createDsmClient, withCall } from '@dsm/sdk/call';`,
    '',
    op.signed ? null : '// Unsigned operation: sent without X-DSM-* headers, no keys needed.',
    `const dsm = withCall(createDsmClient(${config}));`,
    '',
    `${dsmCallSample(op, sampleInput(examples), { width: WIDTH })}${resultComment(examples)}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

const SIGNED_CURL_NOTE =
  '# Signed: X-DSM-Time and X-DSM-Signature come from the\n' +
  '# HMAC-SHA256 chain ("Getting started and signing").\n' +
  '# A source key adds X-DSM-Sid; designer mode adds\n' +
  '# X-DSM-Cid, X-DSM-Campaign and X-DSM-DesignerSignature.';

/** The wire as curl sends it, the signature headers left to shell variables. */
function curlSample(op: OperationEntry, examples: OperationExamples, server: SampleServer): string {
  const values = new Map(examples.pathValues.map(({ name, value }) => [name, String(value)]));
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathSegment(values.get(name)!));
  const headers: CurlRequest['headers'][number][] = [];
  if (examples.hasBody) headers.push(['Content-Type', 'application/json; charset=utf-8']);
  if (op.signed) {
    headers.push(
      ['X-DSM-Algo', 'hmacsha256'],
      ['X-DSM-Id', { shell: '$DSM_PUBLIC_KEY' }],
      ['X-DSM-Time', { shell: '$DSM_TIME' }],
      ['X-DSM-Signature', { shell: '$DSM_SIGNATURE' }],
    );
  }
  // The exact bytes sent are the bytes signed: the SDK sends compact JSON.
  const body = examples.hasBody ? JSON.stringify(examples.body) : undefined;
  const note = op.signed ? SIGNED_CURL_NOTE : '# Unsigned operation: sent without X-DSM-* headers.';
  return `${note}\n${curlCommand({ method: op.method, url: server.url + path, headers, ...(body ? { body } : {}) })}`;
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
  op: OperationEntry,
  examples: OperationExamples,
  server: SampleServer,
  fields: JsonTextFields = {},
): CodeSample[] {
  const sdk = sdkExamples(examples, fields);
  const sources = [
    callSample(op, sdk, server),
    `${functionSample(op, sampleInput(sdk), { width: WIDTH })}${resultComment(sdk)}`,
    hookSample(op, sampleInput(sdk), { width: WIDTH }),
    curlSample(op, examples, server),
  ];
  return SAMPLE_TABS.map((tab, i) => ({ ...tab, source: sources[i]! }));
}
