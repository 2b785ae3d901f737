/**
 * The worked signing example of the reference docs. Its input is case-1 of the protocol's signing
 * vectors (`test/fixtures/signing-vectors.json`); every intermediate key is computed here, at docs
 * build time, with a chain written out step by step (independent of `src/signing/`), and a test checks
 * the result against the vector's expected headers.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export interface SigningInput {
  /** The signing vector the input is copied from. */
  vector: string;
  targetSystem: string;
  publicKey: string;
  privateKey: string;
  /** The clock reading, ISO form. */
  now: string;
  method: 'GET' | 'POST';
  /** The API path as sent (percent-encoded), without the directory. */
  path: string;
  /** The exact JSON text sent; `''` for none. */
  body: string;
  /** Designer mode: customer id and campaign name. */
  designer?: { customerId: number; campaignName: string };
}

export const WORKED_EXAMPLE: SigningInput = {
  vector: 'case-1',
  targetSystem: 'Campaigns.Example.ORG/portal',
  publicKey: 'pub-833cabcc4247',
  privateKey: 'priv-86db66d5b36c970fa2dfbb6a-\u00dcn\u00efc\u00f8d\u00e9',
  now: '2026-02-08T01:13:29Z',
  method: 'POST',
  path: '/api/contacts/get',
  body: '{"size":50,"start":0,"columns":[{"columnName":"*"}],"orders":[{"columnName":"dsm_CustomerID","orderMode":0}],"wheres":[]}',
};

/** Case-3 of the signing vectors: designer mode, a port, a non-ASCII body. */
export const DESIGNER_EXAMPLE: SigningInput = {
  vector: 'case-3',
  targetSystem: 'print.example.net',
  publicKey: 'pub-5def78fab46e',
  privateKey: 'priv-b7a7bc6e583289d6dc8a7216',
  now: '2026-04-22T03:39:27Z',
  method: 'POST',
  path: '/api/buckets/createWorkflow',
  body: '{"name":"W\u00f6rkflow \u20ac","campaignId":7}',
  designer: { customerId: 4714, campaignName: 'Summer-3' },
};

export interface SigningStep {
  /** `k1` ... `k5`, then `signature`. */
  name: string;
  /** What keys this step: `privateKey` (as UTF-8 text) or the previous step's name. */
  keyName: string;
  /** What the message is, in words. */
  what: string;
  message: string;
  /** Lowercase hex of the 32-byte digest. */
  hex: string;
}

export interface SigningWalkthrough {
  host: string;
  directory: string;
  signedPath: string;
  timeStamp: string;
  day: string;
  steps: SigningStep[];
  /** Designer mode only: the steps after k4 that make X-DSM-DesignerSignature. */
  designerSteps: SigningStep[];
  headers: Record<string, string>;
}

export function signingWalkthrough(input: SigningInput): SigningWalkthrough {
  const slash = input.targetSystem.indexOf('/', 1);
  const host = (slash === -1 ? input.targetSystem : input.targetSystem.slice(0, slash)).toLowerCase();
  const directory = slash === -1 ? '' : `/${input.targetSystem.slice(slash + 1).replace(/^\/+|\/+$/g, '')}`;
  const signedPath = directory + input.path;
  const iso = new Date(input.now).toISOString();
  const day = iso.slice(0, 10);
  const timeStamp = `${day} ${iso.slice(11, 19)}Z`;

  const plan: Array<Omit<SigningStep, 'hex' | 'keyName'>> = [
    { name: 'k1', what: 'the host, lower-cased (no protocol, port or directory)', message: host },
    { name: 'k2', what: 'the time stamp, exactly the X-DSM-Time value', message: timeStamp },
    { name: 'k3', what: 'the UTC day of the same clock reading', message: day },
    { name: 'k4', what: 'the method, lower-cased', message: input.method.toLowerCase() },
    { name: 'k5', what: 'the signed path (directory + path as sent), lower-cased', message: signedPath.toLowerCase() },
    { name: 'signature', what: 'the exact body text sent ("" for none)', message: input.body },
  ];
  const chain = (start: Uint8Array, startName: string, planned: Array<Omit<SigningStep, 'hex' | 'keyName'>>): SigningStep[] => {
    let key = start;
    let keyName = startName;
    return planned.map((step) => {
      key = hmac(sha256, key, utf8ToBytes(step.message));
      const done = { ...step, keyName, hex: bytesToHex(key) };
      keyName = step.name;
      return done;
    });
  };
  const steps = chain(utf8ToBytes(input.privateKey), 'privateKey', plan);
  const designer = input.designer;
  const designerPlan: Array<Omit<SigningStep, 'hex' | 'keyName'>> = [];
  if (designer?.customerId)
    designerPlan.push({ name: 'd1', what: 'the customer id (when set and not 0)', message: String(designer.customerId) });
  if (designer?.campaignName) {
    designerPlan.push({
      name: `d${designerPlan.length + 1}`,
      what: 'the campaign name, lower-cased (when set)',
      message: designer.campaignName.toLowerCase(),
    });
  }
  const k4 = steps[3]!;
  const designerSteps = designer ? chain(hexToBytes(k4.hex), k4.name, designerPlan) : [];
  const headers: Record<string, string> = { 'X-DSM-Algo': 'hmacsha256', 'X-DSM-Id': input.publicKey, 'X-DSM-Time': timeStamp };
  if (designer) {
    headers['X-DSM-Cid'] = String(designer.customerId);
    headers['X-DSM-Campaign'] = designer.campaignName;
    headers['X-DSM-DesignerSignature'] = designerSteps.at(-1)?.hex ?? k4.hex;
  }
  headers['X-DSM-Signature'] = steps.at(-1)!.hex;
  return { host, directory, signedPath, timeStamp, day, steps, designerSteps, headers };
}
