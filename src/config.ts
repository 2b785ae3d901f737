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

const FORBIDDEN_IN_TARGET = /[?#@\\\s]|:\/\//;

const isText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** Refuses settings of the wrong type or shape before any request can be made with them. */
export function checkConfig(config: DsmConfig): void {
  const refuse = (message: string): never => {
    throw new DsmConfigError(message);
  };
  if (typeof config !== 'object' || config === null) refuse('The client configuration must be an object.');
  for (const name of ['targetSystem', 'publicKey', 'privateKey', 'adminPublicKey', 'adminPrivateKey', 'sourcePublicKey'] as const) {
    if (!isText(config[name])) refuse(`\`${name}\` must be a string.`);
  }
  const targetSystem = config.targetSystem?.trim();
  if (targetSystem && FORBIDDEN_IN_TARGET.test(targetSystem)) {
    refuse(`\`targetSystem\` is a host with an optional directory, such as 'campaigns.example.org/portal': no scheme, '?', '#', '@', '\\' or spaces (got '${targetSystem}').`);
  }
  if (config.protocol !== undefined && config.protocol !== 'https' && config.protocol !== 'http') refuse("`protocol` must be 'https' or 'http'.");
  if (config.port != null && !(Number.isInteger(config.port) && config.port > 0 && config.port < 65536)) refuse('`port` must be an integer from 1 to 65535.');
  if (config.timeout != null && !(typeof config.timeout === 'number' && config.timeout >= 0 && Number.isFinite(config.timeout))) {
    refuse('`timeout` must be a number of milliseconds (0 for no limit).');
  }
  if (config.bridge != null && (typeof config.bridge.handles !== 'function' || typeof config.bridge.send !== 'function')) {
    refuse('`bridge` must have `handles` and `send` functions (see createParentFrameBridge).');
  }
  for (const name of ['fetch', 'now'] as const) {
    if (config[name] !== undefined && typeof config[name] !== 'function') refuse(`\`${name}\` must be a function.`);
  }
  const designer = config.designer;
  if (designer != null) {
    if (typeof designer !== 'object') refuse('`designer` must be an object.');
    if (designer.customerId != null && !Number.isInteger(designer.customerId)) refuse('`designer.customerId` must be an integer.');
    if (!isText(designer.campaignName)) refuse('`designer.campaignName` must be a string.');
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

/** Names of the settings whose values must never appear in an error, a log or a JSON form. */
export const SECRET_SETTINGS = ['privateKey', 'adminPrivateKey'] as const;

/** A copy of the configuration that is safe to print: secrets are masked, functions dropped. */
export function redactConfig(config: DsmConfig): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (typeof value === 'function') continue;
    safe[key] = (SECRET_SETTINGS as readonly string[]).includes(key) && value ? '[redacted]' : value;
  }
  return safe;
}
