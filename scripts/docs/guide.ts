/**
 * The "Getting started and signing" section of the reference docs (markdown for `info.description`):
 * configuration, calling, the signed headers, the HMAC chain with a worked example whose every step is
 * computed at build time, admin keys, designer mode, errors, jobs and mocks.
 */
import { DESIGNER_EXAMPLE, signingWalkthrough, WORKED_EXAMPLE, type SigningInput } from './signing-example.js';

export const GUIDE_HEADING = 'Getting started and signing';

const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\``;

function workedExample(input: SigningInput): string {
  const walk = signingWalkthrough(input);
  const bodyStep = walk.steps.length - 1;
  const steps = walk.steps.map((step, i) => {
    const message = i === bodyStep ? 'body' : JSON.stringify(step.message);
    return `# ${step.what}\n${step.name} = H(${step.keyName}, ${message})\n${' '.repeat(step.name.length)} = ${step.hex}`;
  });
  const inputs = [
    ['targetSystem', `${input.targetSystem}   (host ${walk.host}, directory ${walk.directory})`],
    ['publicKey', input.publicKey],
    ['privateKey', `${input.privateKey}   (UTF-8; non-ASCII on purpose)`],
    ['clock', input.now],
    ['request', `${input.method} https://${walk.host}${walk.signedPath}`],
    ['body', input.body],
  ];
  const [k1, ...rest] = walk.steps;
  const openssl = [
    `printf '%s' '${k1!.message}' | openssl dgst -sha256 -hmac '${input.privateKey}'`,
    ...rest.map((step, i) => `printf '%s' '${step.message}' | openssl dgst -sha256 -mac HMAC -macopt hexkey:${walk.steps[i]!.hex}`),
  ];
  return `### Worked example

This is case \`${input.vector}\` of the protocol's signing vectors (the SDK reproduces every one of them byte for byte).
Recompute it with any HMAC-SHA256 tool. The input:

${fence('text', inputs.map(([name, value]) => `${name!.padEnd(13)}${value}`).join('\n'))}

Each step, its key, its message and the digest (hex of the 32 bytes that key the next step):

${fence('text', steps.join('\n'))}

The headers sent:

${fence(
  'http',
  Object.entries(walk.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n'),
)}

The same steps with \`openssl\` (in a UTF-8 terminal; from k2 on, the key is the previous step's digest):

${fence('sh', openssl.join('\n'))}
`;
}

function designerExample(input: SigningInput): string {
  const walk = signingWalkthrough(input);
  const k4 = walk.steps[3]!;
  const lines = [
    `# k1 to k4 as above, for host ${walk.host} (the port is not signed), ${JSON.stringify(walk.timeStamp)}, ${JSON.stringify(walk.day)}, "${k4.message}"`,
    `k4 = ${k4.hex}`,
    ...walk.designerSteps.flatMap((step) => [
      `# ${step.what}`,
      `${step.name} = H(${step.keyName}, ${JSON.stringify(step.message)})`,
      `   = ${step.hex}`,
    ]),
  ];
  return `Signing vector \`${input.vector}\` (\`designer: ${JSON.stringify(input.designer)}\`, private key \`${input.privateKey}\`,
\`${input.method} ${input.path}\` at \`${input.now}\`):

${fence('text', lines.join('\n'))}

${fence('http', ['X-DSM-Cid', 'X-DSM-Campaign', 'X-DSM-DesignerSignature'].map((name) => `${name}: ${walk.headers[name]}`).join('\n'))}`;
}

export function gettingStarted(input: SigningInput = WORKED_EXAMPLE, designer: SigningInput = DESIGNER_EXAMPLE): string {
  return `# ${GUIDE_HEADING}

## Configure a client

${fence(
  'ts',
  `import { createDsmClient } from '@dsm/sdk';
import { withCall } from '@dsm/sdk/call';

const client = createDsmClient({
  targetSystem: 'campaigns.example.org/portal', // host[/directory]
  publicKey: 'pub-…',
  privateKey: 'priv-…',                          // never printed, logged or put into an error
  // protocol: 'https' (default) | 'http', port,
  // adminPublicKey, adminPrivateKey, sourcePublicKey,
  // designer: { customerId, campaignName }, fetch, now
});
const dsm = withCall(client); // the same client with dsm.call(operationId, …)`,
)}

\`createDsmClient\` gives what the generated functions and hooks need. \`withCall(client)\` from \`@dsm/sdk/call\` adds
\`call()\`, every operation by its id, and \`withRaw(client)\` from \`@dsm/sdk/raw\` adds \`raw\` (openapi-fetch typed by the
contract's paths). Only an application that uses them carries the table of every operation.

\`targetSystem\` is a host, optionally followed by \`/directory\`: a request goes to
\`{protocol}://{host}[:{port}][/{directory}]/api/...\`. No query strings are used: every parameter travels in the path
or in the JSON body. A call without a target system fails before anything is sent (\`DsmConfigError\`).

## Call an operation

Every operation below has an operationId, and the SDK names follow from it (each operation's code samples show all four forms):

| form | example |
| --- | --- |
| \`dsm.call(operationId, { path, body }, { adminKeys, timeout, signal })\` | \`await dsm.call('contactsDeleteById', { path: { id: 5012 } })\` |
| generated function \`operationId\` from \`@dsm/sdk\` (path values, then body, then options) | \`await contactsDeleteById(5012, { client: dsm })\` |
| React Query hook \`use\` + operationId from \`@dsm/sdk/react\` | \`useContactsCount()\`, \`useContactsDeleteById().mutate({ id: 5012 })\` |
| curl | the \`X-DSM-*\` headers of the next section |

A call resolves to the reply's \`responseObject\`. Each operation is a **query** (reads; a query hook, fetched on render and
cached) or a **mutation** (changes data; a mutation hook that runs only on \`mutate()\`, never cached, prefetched or retried).
Each operation shows its kind as a badge beside its summary, and a **GET that changes data** says so after its summary:
the server takes many deletes, approvals and assignments as GET. Hooks need a provider:

${fence(
  'tsx',
  `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DsmProvider, dsmQueryDefaults } from '@dsm/sdk/react';

<QueryClientProvider client={new QueryClient({ defaultOptions: dsmQueryDefaults })}>
  <DsmProvider client={dsm}><App /></DsmProvider>
</QueryClientProvider>;`,
)}

## Signed headers

A request is signed when both \`publicKey\` and \`privateKey\` are configured; the SDK adds these headers (never send them by
hand). Operations marked unsigned in their samples (\`security: []\`: logins, single sign-on, server settings, admin token list
and delete, server admin account creation, CMYK colour conversion, svg info) are always sent without them.

| header | value |
| --- | --- |
| \`X-DSM-Algo\` | \`hmacsha256\` |
| \`X-DSM-Id\` | the public key in use (the admin public key for admin-key requests) |
| \`X-DSM-Time\` | UTC time stamp \`YYYY-MM-DD HH:MM:SSZ\` (ISO form, \`T\` replaced by a space, no fraction) |
| \`X-DSM-Sid\` | only when a \`sourcePublicKey\` is configured |
| \`X-DSM-Cid\`, \`X-DSM-Campaign\` | designer mode only: the customer id and the campaign name |
| \`X-DSM-DesignerSignature\` | designer mode only (see below) |
| \`X-DSM-Signature\` | the request signature: lowercase hex, 64 characters |

Bodies are JSON (\`Content-Type: application/json; charset=utf-8\`). The exact text sent is the text signed: the SDK
serialises once, signs those bytes and sends those bytes.

## The signing chain, step by step

HMAC-SHA256 is chained: each step's raw 32-byte digest is the key of the next step; strings are UTF-8. \`H(key, message)\`
is HMAC-SHA256 keyed with \`key\` over \`message\`.

${fence(
  'text',
  `k1 = H(privateKey, lowercase(host))        host only: no protocol, port or directory
k2 = H(k1, timeStamp)                      the exact X-DSM-Time value
k3 = H(k2, day)                            "YYYY-MM-DD", the UTC day of that same clock reading
k4 = H(k3, lowercase(method))              "get" or "post"
k5 = H(k4, lowercase(signedPath))          "/{directory}" + path when a directory is set, else the path;
                                           exactly the path as sent (already percent-encoded)
k6 = H(k5, lowercase(sourcePublicKey))     only when a sourcePublicKey is configured
signature = hex(H(k5 or k6, body))         body = the exact JSON text sent; "" for GET or no body`,
)}

Take the time stamp and the day from one clock reading, so a request signed at midnight never mixes two days. The SDK
reads the clock once per request (\`now\` in the configuration replaces the clock in tests).

${workedExample(input)}
## Admin keys

Some calls are signed with the admin key pair instead of the ordinary one (the platform's \`sendWithAdminKeys\` flag). Ask for it
per call: \`await dsm.call('adminSystemId', undefined, { adminKeys: true })\`. \`X-DSM-Id\` is then the admin public key and
the chain starts from the admin private key. Without both \`adminPublicKey\` and \`adminPrivateKey\` configured the call
fails before sending, with \`No admin public key provided\` / \`No admin private key provided\` (\`DsmConfigError\`).

## Designer mode

\`designer: { customerId, campaignName }\` adds \`X-DSM-Cid\` (the customer id), \`X-DSM-Campaign\` (the campaign name) and
\`X-DSM-DesignerSignature\`: steps k1 to k4 as above, then \`H(k4, String(customerId))\` when the customer id is set and not
0, then \`H(previous, lowercase(campaignName))\` when the name is set; the header is the hex of that last key (no path and no
body step). The request signature stays as above.

${designerExample(designer)}

## Errors

Every reply is an envelope \`{ state, responseObject, failureMessage, failureDetail }\`: state 0 is success, 1 is failure.
Every failure the SDK reports is a \`DsmError\`:

| error | when | what it keeps |
| --- | --- | --- |
| \`DsmValidationError\` | a client-side check of the input failed; the message is the platform's own text; nothing was sent | \`operationId\` |
| \`DsmConfigError\` | the configuration cannot make the call (no target system, missing admin keys); nothing was sent | |
| \`DsmApiError\` | the server answered 2xx with state 1 | \`failureMessage\`, \`failureDetail\`, \`envelope\`, \`status\` |
| \`DsmHttpError\` | a non-2xx reply, or a body that is not an envelope; the message is the envelope's \`failureMessage\` if there is one, else the status text | \`status\`, \`body\`, \`envelope\` |
| \`DsmTimeoutError\` | the \`timeout\` of a call ran out | |
| \`DsmNetworkError\` | no answer at all (DNS, refused, CORS, abort) | \`cause\`, \`aborted\` |

No error, log line or JSON form of the client ever carries a private key.

## Long-running jobs

A start call returns an id; a status call is polled until the job is final. The SDK's waits poll with the platform's
intervals, report each status and can be cancelled:

${fence(
  'ts',
  `import { jobs, waitForJob } from '@dsm/sdk';

const statusId = await dsm.call('campaignsCreate', { body: { campaignTemplateId: 12, campaignName: 'Summer2026' } });
const final = await waitForJob(dsm, jobs.campaignCreate, statusId, { onProgress: ({ status }) => console.log(status.message), signal });
// every job of the catalogue: jobs.campaignTemplateImport (750 ms), jobs.simpleStatistics (250 ms), jobs.render,
// jobs.imageImport (500 ms, five failed polls tolerated), … with onDecision for the jobs that ask;
// pollUntil(readStatus, { isFinal, intervalMs, toleratedFailures, onProgress, signal }) for a status read of your own.`,
)}

## Mocks for your tests

\`@dsm/sdk/msw\` has an [MSW](https://mswjs.io) handler for every operation, answering with the examples shown here:

${fence(
  'ts',
  `import { setupServer } from 'msw/node';
import { dsmHandlers, mockOperation, failOperation } from '@dsm/sdk/msw';

const server = setupServer(...dsmHandlers());                         // any target system and directory
server.use(mockOperation('contactsCount', { responseObject: 7 }));    // one operation's reply
server.use(failOperation('contactsCount', { failureMessage: 'No access.' }));  // state 1: DsmApiError
server.use(failOperation('contactsCount', { status: 503 }));          // HTTP 503: DsmHttpError`,
)}
`;
}
