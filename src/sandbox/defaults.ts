/**
 * What a sandbox uses unless told otherwise: the demo key pairs `npm start` serves (and the console
 * fills in), the time window of signed requests, and the pace of jobs.
 */
export interface SandboxKeys {
  publicKey: string;
  privateKey: string;
  adminPublicKey: string;
  adminPrivateKey: string;
}

/** The sandbox's key pairs by default. Demo values: never the keys of a real account. */
export const SANDBOX_DEMO_KEYS: Readonly<SandboxKeys> = Object.freeze({
  publicKey: 'demo-public-key',
  privateKey: 'demo-private-key',
  adminPublicKey: 'demo-admin-public-key',
  adminPrivateKey: 'demo-admin-private-key',
});

/** How far `X-DSM-Time` may lie from the sandbox's clock, either way. */
export const DEFAULT_MAX_SKEW_SECONDS = 300;

/** Job pace: 1 runs jobs at the platform's pace, 10 ten times as fast; `Infinity` finishes them at once. */
export const DEFAULT_SPEED = 1;

/**
 * The largest request body the sandbox and every server of `npm start` read: 10 MiB, the limit of the
 * contract validator (Prism) in front of the sandbox, so no body is taken by one server and refused by the next.
 */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
