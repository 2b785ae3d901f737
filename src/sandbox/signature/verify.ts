/**
 * Checks a request's signature as the platform does (docs/protocol.md §2-§4), recomputing it with the
 * SDK's own signer from what arrived: the host addressed, `X-DSM-Time` and its day, the method, the
 * path as sent, the source key, the designer headers' text and the body text. A refusal names the failed
 * check and lists those inputs; it never contains a private key, the signature the sandbox expected, or
 * a key id it does not know (a swapped key pair sends the private key there).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import type { Operation } from '../../operation.js';
import { hmacOver, runtimeMac } from '../../signing/hmac-sha256.js';
import { RequestSigner } from '../../signing/signer.js';
import { signingTime } from '../../signing/timestamp.js';
import type { SandboxKeys } from '../defaults.js';
import { addressedHost, instantOf, postAsksForAdminKeys, sameText, sentPath, SIGNING_HEADERS } from './request-facts.js';

export interface Refusal {
  status: 401;
  failureMessage: string;
  failureDetail: unknown;
}

export interface VerifierOptions {
  keys: SandboxKeys;
  /** 0: no time check. */
  maxSkewSeconds: number;
  now: () => Date;
}

/** The chain's inputs as the sandbox signed them. */
interface SignedInputs {
  keyId: string;
  host: string;
  timeStamp: string;
  day: string;
  method: string;
  signedPath: string;
  /** Whether `X-DSM-Sid` was signed (its value is not repeated: the sandbox cannot tell it is no secret). */
  sourceKeySigned?: true;
  designer?: { customerId: string | null; campaignName: string | null };
  bodySha256: string;
}

const utf8 = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const refuse = (failureMessage: string, failureDetail: unknown): Refusal => ({ status: 401, failureMessage, failureDetail });

export type Verifier = (request: Request, operation: Operation, body: string) => Promise<Refusal | undefined>;

/** The runtime's HMAC, or @noble/hashes' SHA-256 under it where the runtime has none (a page served over http). */
const mac = runtimeMac ?? hmacOver(sha256);

/** Which key pair signed a request the verifier let through: none for an unsigned operation. */
type SignedWith = 'account' | 'admin';

/** The key pair of a request that passed the verifier (its `X-DSM-Id` is one of the sandbox's two public keys). */
export const signedWith = (request: Request, operation: Operation, keys: SandboxKeys): SignedWith | undefined =>
  operation.unsigned ? undefined : request.headers.get('X-DSM-Id') === keys.adminPublicKey ? 'admin' : 'account';

export function createVerifier({ keys, maxSkewSeconds, now }: VerifierOptions): Verifier {
  const privateKeys = new Map([
    [keys.publicKey, keys.privateKey],
    [keys.adminPublicKey, keys.adminPrivateKey],
  ]);

  return async (request, operation, body) => {
    if (operation.unsigned) return undefined;
    const header = (name: string) => request.headers.get(name);
    const missing = SIGNING_HEADERS.filter((name) => !header(name));
    if (missing.length > 0) {
      const listing = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
      return refuse(`The request is not signed: ${listing} ${missing.length === 1 ? 'is' : 'are'} missing.`, { missingHeaders: missing });
    }
    const algorithm = header('X-DSM-Algo')!;
    if (algorithm.toLowerCase() !== 'hmacsha256')
      return refuse(`Unknown signing algorithm '${algorithm}': the platform signs with hmacsha256.`, { algorithm });

    const keyId = header('X-DSM-Id')!;
    const timeStamp = header('X-DSM-Time')!;
    const instant = instantOf(timeStamp);
    const sourcePublicKey = header('X-DSM-Sid') ?? undefined;
    const designerSignature = header('X-DSM-DesignerSignature');
    const designer = designerSignature ? { customerId: header('X-DSM-Cid'), campaignName: header('X-DSM-Campaign') } : undefined;
    const path = sentPath(request);
    const inputs: SignedInputs = {
      keyId,
      host: addressedHost(request),
      timeStamp,
      day: instant ? signingTime(instant).day : '',
      method: request.method.toLowerCase(),
      signedPath: path.toLowerCase(),
      ...(sourcePublicKey ? { sourceKeySigned: true as const } : {}),
      ...(designer ? { designer } : {}),
      bodySha256: hex(sha256(utf8.encode(body))),
    };

    const privateKey = privateKeys.get(keyId);
    if (privateKey === undefined) {
      // Not quoted: an unknown key id may be a private key sent by mistake.
      const { keyId: _unknown, ...known } = inputs;
      return refuse(
        "Unknown key id in X-DSM-Id: sign with the account key pair (the sandbox's publicKey) or, for sendWithAdminKeys, the admin key pair (its adminPublicKey).",
        known,
      );
    }
    if (!instant) return refuse(`The time stamp '${timeStamp}' is not of the form YYYY-MM-DD HH:MM:SSZ.`, inputs);
    const clock = now();
    if (maxSkewSeconds > 0 && Math.abs(clock.getTime() - instant.getTime()) > maxSkewSeconds * 1000) {
      return refuse(
        `The time stamp ${timeStamp} lies outside the window of ${maxSkewSeconds} s around the sandbox's time ${signingTime(clock).timeStamp}.`,
        { ...inputs, sandboxTime: signingTime(clock).timeStamp, maxSkewSeconds },
      );
    }

    const signer = new RequestSigner(
      { publicKey: keyId, privateKey },
      {
        host: inputs.host,
        sourcePublicKey: sourcePublicKey ?? null,
        // The customer id as the text that came (`0012` is not `12`), as the client signed it.
        designer: designer ? { customerId: designer.customerId, campaignName: designer.campaignName } : null,
        mac,
      },
    );
    const expected = await signer.sign({ method: request.method, signedPath: path, body, instant });
    if (!sameText(header('X-DSM-Signature')!, expected['X-DSM-Signature']!)) {
      return refuse('The signature does not match the request: it was checked over the inputs in failureDetail.', inputs);
    }
    if (designerSignature && !sameText(designerSignature, expected['X-DSM-DesignerSignature'] ?? '')) {
      return refuse('The designer signature does not match: it was checked over the inputs in failureDetail.', inputs);
    }
    // Only the public key is named: it is what the request carried, and the caller's own.
    if (operation.adminOnly && keyId !== keys.adminPublicKey) {
      return refuse(
        `The operation '${operation.id}' is for system admins only: it was signed with the account key '${keyId}', not with an admin key (\`adminKeys: true\` in the SDK).`,
        inputs,
      );
    }
    if (keyId !== keys.adminPublicKey && postAsksForAdminKeys(request.method, operation.adminFlag, body)) {
      return refuse(
        'Admin keys needed: the body asks for them (sendWithAdminKeys), but the request is signed with the account key pair.',
        inputs,
      );
    }
    return undefined;
  };
}
