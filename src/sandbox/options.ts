/** The options of `createSandbox`, checked and completed with the defaults. */
import { DsmConfigError } from '../errors.js';
import { DEFAULT_MAX_SKEW_SECONDS, DEFAULT_SPEED, SANDBOX_DEMO_KEYS, type SandboxKeys } from './defaults.js';
import { SEED_CONTACT_COUNT } from './demo-data/index.js';

export interface SandboxOptions {
  /** The key pairs requests must be signed with; each one left out is the demo key (`SANDBOX_DEMO_KEYS`). */
  keys?: Partial<SandboxKeys>;
  /** Job pace: 1 (default) the platform's, 10 ten times as fast, `Infinity` done at once. */
  speed?: number;
  /** How far `X-DSM-Time` may lie from the sandbox's clock, in seconds (default 300); 0: no time check. */
  maxSkewSeconds?: number;
  /** The sandbox's clock (default: the system clock). */
  now?: () => Date;
  /** `https://host[:port][/directory]`: answer only below it; by default any origin, from the first `/api/`. */
  baseUrl?: string;
  /** The demo data's size: `contacts` (default 1,200, at most 1,000,000), built the same on every start. */
  demo?: { contacts?: number };
}

export interface ResolvedOptions {
  keys: SandboxKeys;
  speed: number;
  maxSkewSeconds: number;
  now: () => Date;
  baseUrl: string | undefined;
  demoContacts: number;
}

/** The most contacts the demo data is built with: enough to measure queries, little enough to build in seconds. */
const MAX_DEMO_CONTACTS = 1_000_000;

const KEY_NAMES = ['publicKey', 'privateKey', 'adminPublicKey', 'adminPrivateKey'] as const;

/** Refuses options the sandbox cannot work with (a `DsmConfigError` naming the option, never its value). */
export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const keys = { ...SANDBOX_DEMO_KEYS };
  for (const name of KEY_NAMES) {
    const value = options.keys?.[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim() === '')
      throw new DsmConfigError(`Invalid sandbox option 'keys.${name}': expected a non-empty string.`);
    keys[name] = value;
  }
  const speed = options.speed ?? DEFAULT_SPEED;
  if (typeof speed !== 'number' || Number.isNaN(speed) || speed <= 0)
    throw new DsmConfigError("Invalid sandbox option 'speed': expected a number above 0 (Infinity: jobs finish at once).");
  const maxSkewSeconds = options.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS;
  if (typeof maxSkewSeconds !== 'number' || !Number.isFinite(maxSkewSeconds) || maxSkewSeconds < 0) {
    throw new DsmConfigError("Invalid sandbox option 'maxSkewSeconds': expected a number of seconds, 0 or more (0: no time check).");
  }
  if (options.now !== undefined && typeof options.now !== 'function')
    throw new DsmConfigError("Invalid sandbox option 'now': expected a function that returns a Date.");
  const demoContacts = options.demo?.contacts ?? SEED_CONTACT_COUNT;
  if (!Number.isInteger(demoContacts) || demoContacts < 0 || demoContacts > MAX_DEMO_CONTACTS)
    throw new DsmConfigError("Invalid sandbox option 'demo.contacts': expected a whole number from 0 to 1,000,000.");
  return { keys, speed, maxSkewSeconds, now: options.now ?? (() => new Date()), baseUrl: options.baseUrl, demoContacts };
}
