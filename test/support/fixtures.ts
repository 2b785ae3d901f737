/**
 * Test data kept in the repository (test/fixtures/), so a clone runs its tests without the project's
 * shared notes beside it. Where the data came from: test/fixtures/README.md.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the module's own path, not `new URL(...)`: under jsdom `URL` is jsdom's, which fileURLToPath refuses.
export const FIXTURES_DIR = `${join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures')}/`;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(`${FIXTURES_DIR}${file}`, 'utf8')) as T;

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

/** Worked signing examples from an independent implementation: configuration, clock and request in; URL and headers out. */
export const signingVectors = (): SigningVector[] => readJson<SigningVector[]>('signing-vectors.json');

export interface SupplementOperations {
  /** Prefix (`/api/buckets`) → the names that are each a POST to `prefix/name`, in the platform's order. */
  postByName: Record<string, string[]>;
  /** [method, path] of the list calls the platform's documentation only hints at. */
  alsoNotInSeeds: [method: 'GET' | 'POST', path: string][];
}

/** The operations the platform's documentation only summarises by name. */
export const supplementOperations = (): SupplementOperations => readJson<SupplementOperations>('supplement-operations.json');

/** Every `POST prefix/name` path of the operations the platform's documentation only summarises by name. */
export const supplementPostPaths = (): Set<string> =>
  new Set(Object.entries(supplementOperations().postByName).flatMap(([prefix, names]) => names.map((name) => `${prefix}/${name}`)));
