/** Client configuration: what the caller gives, its checks, and the parts the transport derives from it. */
import { editDistance } from './edit-distance.js';
import type { DsmBridge } from './bridge/parent-frame.js';
import { DsmConfigError } from './errors.js';
import { proxyBase } from './transport/proxy-base.js';

/** The time limit of a call unless the configuration or the call sets one: long enough for a slow report, short enough that a browser app does not hang. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface DesignerConfig {
  /** Customer id sent as `X-DSM-Cid` and signed when not 0. */
  customerId?: number | null;
  /** Campaign name sent as `X-DSM-Campaign` and signed (lower-cased) when set. */
  campaignName?: string | null;
}

export interface DsmConfig {
  /** Host, optionally followed by `/directory` (which may itself contain `/`). */
  targetSystem?: string | null;
  /** `https` unless set. */
  protocol?: 'https' | 'http';
  port?: number | null;
  publicKey?: string | null;
  privateKey?: string | null;
  adminPublicKey?: string | null;
  adminPrivateKey?: string | null;
  /** Sent as `X-DSM-Sid` and signed when set. */
  sourcePublicKey?: string | null;
  /** Designer mode adds the customer and campaign headers and a designer signature. */
  designer?: DesignerConfig | null;
  /**
   * A custom fetch (tests, SSR, instrumentation). Defaults to the global fetch. Called as `fetch(request, { signal })`
   * when the call has a time limit or a signal: honour that signal to stop the request when the call ends.
   */
  fetch?: typeof globalThis.fetch;
  /** The clock used for signing; injectable for tests. */
  now?: () => Date;
  /**
   * A one-shot SHA-256 to sign with, for runtimes with neither node:crypto nor WebCrypto: a page served over
   * plain http (browsers give WebCrypto only to https and localhost), React Native. For example
   * `import { sha256 } from '@noble/hashes/sha2.js'`. Elsewhere the SDK signs with the runtime's own.
   */
  sha256?: (bytes: Uint8Array) => Uint8Array;
  /** Milliseconds before a call fails with a `DsmTimeoutError` (default 30 000; 0 for no limit). Calls may set their own. */
  timeout?: number | null;
  /**
   * Inside a page embedded by the platform: the calls the bridge handles (the extension-item calls) go
   * to the parent frame instead of the server, e.g. `bridge: createParentFrameBridge({ targetOrigin })`.
   */
  bridge?: DsmBridge | null;
  /**
   * A signing forwarder (`createSigningProxy` of `@dsm/sdk/server`) instead of a target system and keys: every
   * call goes unsigned to the operation's own path under this prefix, e.g. `'/api/dsm'` in a page or a full URL.
   */
  proxy?: string | null;
}

/** Where requests go, derived once from `targetSystem`, `protocol` and `port` (docs/protocol.md §1). */
export interface Target {
  /** Lower-cased host: used in the URL and as the first signing step. */
  host: string;
  /** `"/dir/sub"` or `""`. It prefixes the signed path. */
  directory: string;
  /** `protocol://host[:port][/directory]` as the URL parser writes it: the base every `/api/...` path is appended to. */
  baseUrl: string;
}

const isText = (value: unknown) => value == null || typeof value === 'string';
/** Text a request header carries as written: no control character or line break, nothing beyond Latin-1, no outer space. */
const HEADER_TEXT = /^([!-~\x80-\xff]([\t -~\x80-\xff]*[!-~\x80-\xff])?)?$/;
export const isHeaderText = (value: unknown) => value == null || (typeof value === 'string' && HEADER_TEXT.test(value));
const KEY = [isHeaderText, 'text a header can carry'] as const;
const FUNCTION = [(value: unknown) => value === undefined || typeof value === 'function', 'a function'] as const;

/** Every setting by name, what makes its value valid, and what the refusal says is expected. */
const SETTINGS: Readonly<Record<keyof DsmConfig, readonly [(value: any) => boolean, string]>> = {
  targetSystem: [isText, 'a string'],
  protocol: [(v) => v === undefined || v === 'https' || v === 'http', "'https' or 'http'"],
  port: [(v) => v == null || (Number.isInteger(v) && v > 0 && v < 65536), 'a port number'],
  publicKey: KEY,
  privateKey: KEY,
  adminPublicKey: KEY,
  adminPrivateKey: KEY,
  sourcePublicKey: KEY,
  // A customer (a whole number from 0) or a campaign, at least one: designer mode signs for them.
  designer: [
    (v) =>
      v == null ||
      ((v.customerId == null || (Number.isSafeInteger(v.customerId) && v.customerId >= 0)) &&
        isHeaderText(v.campaignName) &&
        !!(v.customerId || v.campaignName)),
    '{ customerId, campaignName }',
  ],
  fetch: FUNCTION,
  now: FUNCTION,
  sha256: FUNCTION,
  timeout: [(v) => v == null || (typeof v === 'number' && v >= 0), 'milliseconds (0: no limit)'],
  bridge: [(v) => v == null || typeof v.send === 'function', 'a bridge'],
  proxy: [(v) => !v || (typeof v === 'string' && !!proxyBase(v)), 'a URL or path'],
};

/** Refuses a setting of no known name, naming it (never its value) and the closest known one. */
function refuseUnknown(settings: object, known: string[], prefix = ''): void {
  for (const name of Object.keys(settings)) {
    if (known.includes(name)) continue;
    const closest = known.reduce((best, candidate) => (editDistance(name, candidate) < editDistance(name, best) ? candidate : best));
    const hint =
      editDistance(name, closest) * 3 <= closest.length ? `did you mean \`${prefix}${closest}\`?` : `known: ${known.join(', ')}.`;
    throw new DsmConfigError(`Unknown setting \`${prefix}${name}\`; ${hint}`);
  }
}

/** Refuses anything but an object of known settings, each of the right type and shape, before any request can be made with it. */
export function checkConfig(config: unknown): asserts config is DsmConfig {
  if (typeof config !== 'object' || !config) throw new DsmConfigError('The configuration must be an object.');
  refuseUnknown(config, Object.keys(SETTINGS));
  const { designer } = config as DsmConfig;
  if (typeof designer === 'object' && designer) refuseUnknown(designer, ['customerId', 'campaignName'], 'designer.');
  let name: keyof DsmConfig;
  for (name in SETTINGS)
    if (!SETTINGS[name][0]((config as DsmConfig)[name])) throw new DsmConfigError(`\`${name}\` must be ${SETTINGS[name][1]}.`);
}

/**
 * The target, derived once. The host signed must be the host the request reaches, so a target system is
 * refused unless the URL parser keeps it as written (ASCII letter case aside): no international,
 * full-width or invisible characters, no shorthand IP address, no port (that is `port`), no
 * percent-escape, brace or white space. The directory may need percent-encoding; dot segments change it.
 */
export function resolveTarget(config: DsmConfig): Target | undefined {
  // Only ASCII white space is trimmed: any other invisible character stays, and is refused.
  const targetSystem = config.targetSystem?.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  if (!targetSystem) return undefined;
  // A `/` after the first character separates the host from the directory, whose outer slashes are dropped.
  const [, hostAsWritten, rawDirectory] = /^(.[^/]*)\/*(.*?)\/*$/s.exec(targetSystem)!;
  const host = hostAsWritten!.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const directory = rawDirectory ? `/${rawDirectory}` : '';
  let url: URL | undefined;
  try {
    url = new URL(`${config.protocol ?? 'https'}://${host}${config.port ? `:${config.port}` : ''}${directory}`);
    if (url.hostname !== host || decodeURIComponent(url.pathname) !== (directory || '/') || /[%{}\s]/.test(targetSystem)) url = undefined;
  } catch {
    // refused below
  }
  if (!url)
    throw new DsmConfigError(
      "`targetSystem` must be a host as it is sent (no port, no international or invisible characters, no shorthand IP address), with an optional directory: e.g. 'example.org/portal'.",
    );
  // As the URL parser writes it (the directory percent-encoded), so it is the start of every URL sent.
  return { host, directory, baseUrl: url.href.replace(/\/$/, '') };
}

/** A copy of the configuration that is safe to print: the private keys masked, functions and the bridge dropped. */
export function redactConfig(config: DsmConfig): Record<string, unknown> {
  const mask = (secret: string | null | undefined) => secret && '[redacted]';
  return JSON.parse(
    JSON.stringify({ ...config, privateKey: mask(config.privateKey), adminPrivateKey: mask(config.adminPrivateKey), bridge: undefined }),
  );
}
