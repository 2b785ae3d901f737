/** Client configuration: what the caller gives, and the parts the transport derives from it. */

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
