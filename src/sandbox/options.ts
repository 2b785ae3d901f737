/**
 * The options of `createSandbox`, checked and completed with the defaults. Like `createDsmClient`, a value
 * the sandbox cannot work with is a `DsmConfigError` thrown at once, naming the option (never its value),
 * rather than a sandbox that fails every call or drops a check without a word.
 */
import { DsmConfigError } from '../errors.js';
import { DEFAULT_MAX_SKEW_SECONDS, DEFAULT_SPEED, SANDBOX_DEMO_KEYS, type SandboxKeys } from './defaults.js';
import { refuseUnknownNames } from './option-names.js';
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

const OPTION_NAMES = ['keys', 'speed', 'maxSkewSeconds', 'now', 'baseUrl', 'demo'];
/** The most contacts the demo data is built with: enough to measure queries, little enough to build in seconds. */
const MAX_DEMO_CONTACTS = 1_000_000;
const KEY_NAMES = ['publicKey', 'privateKey', 'adminPublicKey', 'adminPrivateKey'] as const;

const invalid = (option: string, expected: string) => new DsmConfigError(`Invalid sandbox option '${option}': expected ${expected}.`);

/** A Date of any realm (a test's jsdom window included) that names an instant. */
const isValidDate = (value: unknown): value is Date =>
  Object.prototype.toString.call(value) === '[object Date]' && !Number.isNaN((value as Date).getTime());

/** The clock, checked on every reading: a reading that is no instant would turn the time check off. */
function checkedClock(now: () => unknown): () => Date {
  return () => {
    const instant = now();
    if (!isValidDate(instant)) throw invalid('now', 'a function that returns a valid Date');
    return instant;
  };
}

function resolveKeys(given: unknown): SandboxKeys {
  if (given === undefined || given === null) return { ...SANDBOX_DEMO_KEYS };
  if (typeof given !== 'object' || Array.isArray(given)) throw invalid('keys', 'an object of key names and keys');
  refuseUnknownNames(given, KEY_NAMES, 'keys.');
  const keys = { ...SANDBOX_DEMO_KEYS };
  for (const name of KEY_NAMES) {
    const value = (given as Partial<SandboxKeys>)[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') throw invalid(`keys.${name}`, 'a non-empty string');
    keys[name] = value;
  }
  // One public key for both pairs: the sandbox could not tell which private key a request was signed with.
  if (keys.publicKey === keys.adminPublicKey)
    throw new DsmConfigError("Invalid sandbox option 'keys.adminPublicKey': expected a public key other than 'keys.publicKey'.");
  return keys;
}

/** `http(s)://host[:port][/directory]` as the URL parser writes it, without a trailing slash. */
function resolveBaseUrl(given: unknown): string | undefined {
  if (given === undefined) return undefined;
  const expected = "an absolute http or https URL without query or fragment, e.g. 'https://campaigns.example.org/portal'";
  if (typeof given !== 'string') throw invalid('baseUrl', expected);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw invalid('baseUrl', expected);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password || !/^https?:\/\//i.test(given))
    throw invalid('baseUrl', expected);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** How many contacts the demo data holds (`demo.contacts`). */
function resolveDemoContacts(given: unknown): number {
  if (given === undefined) return SEED_CONTACT_COUNT;
  if (given === null || typeof given !== 'object' || Array.isArray(given)) throw invalid('demo', 'an object such as { contacts: 100000 }');
  refuseUnknownNames(given, ['contacts'], 'demo.');
  const contacts = (given as { contacts?: unknown }).contacts ?? SEED_CONTACT_COUNT;
  if (typeof contacts !== 'number' || !Number.isInteger(contacts) || contacts < 0 || contacts > MAX_DEMO_CONTACTS)
    throw invalid('demo.contacts', 'a whole number from 0 to 1,000,000');
  return contacts;
}

/** Refuses options the sandbox cannot work with (a `DsmConfigError` naming the option, never its value). */
export function resolveOptions(options: unknown): ResolvedOptions {
  const given = (options ?? {}) as SandboxOptions;
  if (typeof given !== 'object' || Array.isArray(given)) throw new DsmConfigError('The sandbox options must be an object.');
  refuseUnknownNames(given, OPTION_NAMES);
  const speed = given.speed ?? DEFAULT_SPEED;
  if (typeof speed !== 'number' || Number.isNaN(speed) || speed <= 0)
    throw invalid('speed', 'a number above 0 (Infinity: jobs finish at once)');
  const maxSkewSeconds = given.maxSkewSeconds ?? DEFAULT_MAX_SKEW_SECONDS;
  if (typeof maxSkewSeconds !== 'number' || !Number.isFinite(maxSkewSeconds) || maxSkewSeconds < 0)
    throw invalid('maxSkewSeconds', 'a number of seconds, 0 or more (0: no time check)');
  if (given.now !== undefined && typeof given.now !== 'function') throw invalid('now', 'a function that returns a Date');
  const now = given.now === undefined ? () => new Date() : checkedClock(given.now);
  // Read once now, so a clock that returns a number or an invalid date is refused here rather than on every call.
  if (given.now !== undefined) now();
  const demoContacts = resolveDemoContacts(given.demo);
  return { keys: resolveKeys(given.keys), speed, maxSkewSeconds, now, baseUrl: resolveBaseUrl(given.baseUrl), demoContacts };
}
