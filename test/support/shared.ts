/** The project's shared facts live beside the repository (`../shared`). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A path built from strings: under jsdom, `URL` is the DOM's and Node's file APIs refuse it.
export const SHARED_DIR = fileURLToPath(import.meta.url).replace(/test[\/]support[\/]shared\.ts$/, '../shared/');

export interface SigningVector {
  name: string;
  config: {
    targetSystem: string;
    port: number | null;
    publicKey: string;
    privateKey: string;
    sourcePublicKey: string | null;
    designer: { customerId: number; campaignName: string } | null;
  };
  now: string;
  method: 'GET' | 'POST';
  path: string;
  body: string | null;
  expected: { url: string; signedPath: string; headers: Record<string, string> };
}

export const signingVectors = (): SigningVector[] =>
  JSON.parse(readFileSync(`${SHARED_DIR}protocol/signing-vectors.json`, 'utf8')) as SigningVector[];
