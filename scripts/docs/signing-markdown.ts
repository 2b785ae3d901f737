/**
 * The worked signing examples of the docs' guide, computed at build time from the protocol's signing
 * vectors: every step of the HMAC chain with its key, message and digest, the headers sent and the
 * same steps with `openssl`; and the designer signature's extra steps.
 */
import { signingWalkthrough, type SigningInput } from './signing-example.js';

const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\``;

export function workedExample(input: SigningInput): string {
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

export function designerExample(input: SigningInput): string {
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
