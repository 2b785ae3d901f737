/** Client configuration: what the caller gives, its checks, and the parts the transport derives from it. */
import type { DsmBridge } from './bridge/parent-frame.js';
import { DsmConfigError } from './errors.js';

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
  /** A custom fetch (tests, SSR, instrumentation). Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** The clock used for signing; injectable for tests. */
  now?: () => Date;
  /** Milliseconds before a call fails with a `DsmTimeoutError` (default 30 000; 0 for no limit). Calls may set their own. */
  timeout?: number | null;
  /**
   * Inside a page embedded by the platform: the calls the bridge handles (the extension-item calls) go
   * to the parent frame instead of the server, e.g. `bridge: createParentFrameBridge({ targetOrigin })`.
   */
  bridge?: DsmBridge | null;
}

/** Where requests go, derived once from `targetSystem`, `protocol` and `port` (docs/protocol.md §1). */
export interface Target {
  /** Lower-cased host: used in the URL and as the first signing step. */
  host: string;
  /** `"/dir/sub"` or `""`. It prefixes the signed path. */
  directory: string;
  /** `protocol://host[:port][/directory]`: the base every `/api/...` path is appended to. */
  baseUrl: string;
}

const isText = (value: unknown) => value == null || typeof value === 'string';
const isFunction = (value: unknown) => value === undefined || typeof value === 'function';

/** Each setting, what makes its value valid, and what the refusal says is expected. */
const SETTING_CHECKS: readonly [keyof DsmConfig, (value: any) => boolean, string][] = [
  // A host with an optional directory: no scheme, '?', '#', '@', '\' or white space.
  ['targetSystem', (v) => isText(v) && !/[?#@\\\s]|:\/\//.test(v?.trim() ?? ''), "a host with an optional directory, e.g. 'example.org/portal'"],
  ['publicKey', isText, 'a string'],
  ['privateKey', isText, 'a string'],
  ['adminPublicKey', isText, 'a string'],
  ['adminPrivateKey', isText, 'a string'],
  ['sourcePublicKey', isText, 'a string'],
  ['protocol', (v) => v === undefined || v === 'https' || v === 'http', "'https' or 'http'"],
  ['port', (v) => v == null || (Number.isInteger(v) && v > 0 && v < 65536), 'a port number'],
  ['timeout', (v) => v == null || (typeof v === 'number' && v >= 0), 'milliseconds (0: no limit)'],
  ['fetch', isFunction, 'a function'],
  ['now', isFunction, 'a function'],
  ['bridge', (v) => v == null || typeof v.send === 'function', 'a bridge'],
  ['designer', (v) => v == null || (Number.isInteger(v.customerId ?? 0) && isText(v.campaignName)), '{ customerId, campaignName }'],
];

/** Refuses settings of the wrong type or shape before any request can be made with them. */
export function checkConfig(config: DsmConfig): void {
  for (const [name, valid, expected] of SETTING_CHECKS) {
    if (!valid(config[name])) throw new DsmConfigError(`\`${name}\` must be ${expected}.`);
  }
}

export function resolveTarget(config: DsmConfig): Target | undefined {
  const targetSystem = config.targetSystem?.trim();
  if (!targetSystem) return undefined;
  // A `/` after the first character separates the host from the directory.
  const slash = targetSystem.indexOf('/', 1);
  const rawHost = slash === -1 ? targetSystem : targetSystem.slice(0, slash);
  const rawDirectory = slash === -1 ? '' : targetSystem.slice(slash + 1).replace(/^\/+|\/+$/g, '');
  const host = rawHost.toLowerCase();
  const directory = rawDirectory ? `/${rawDirectory}` : '';
  const protocol = config.protocol ?? 'https';
  const port = config.port ? `:${config.port}` : '';
  return { host, directory, baseUrl: `${protocol}://${host}${port}${directory}` };
}

/** A copy of the configuration that is safe to print: the private keys masked, functions dropped. */
export function redactConfig(config: DsmConfig): Record<string, unknown> {
  const mask = (secret: string | null | undefined) => secret && '[redacted]';
  return JSON.parse(JSON.stringify({ ...config, privateKey: mask(config.privateKey), adminPrivateKey: mask(config.adminPrivateKey) }));
}
