/**
 * A signing forwarder's options, checked once when it is made: where it forwards to (`target`), the keys it
 * signs with, which operations it lets through (`allow`), where it is mounted and its time limit. A refusal is
 * a `DsmConfigError` naming the option, never a key's value.
 */
import { DEFAULT_TIMEOUT_MS, isHeaderText, resolveTarget, type DsmConfig, type Target } from '../config.js';
import { DsmConfigError } from '../errors.js';
import type { DesignerFacts } from './designer.js';
import { contractOperations, type ContractOperation } from './routes.js';

/** The key pairs a forwarder signs with; they never leave the server. */
export interface SigningProxyKeys {
  /** Sent as `X-DSM-Id`. */
  publicKey: string;
  /** Keys the signature; never sent, logged or returned. */
  privateKey: string;
  /** With `adminPrivateKey`: signs admin-only operations and bodies that ask for the admin keys. */
  adminPublicKey?: string | null;
  /** The admin pair's private key. */
  adminPrivateKey?: string | null;
  /** Sent as `X-DSM-Sid` and signed into every request, as `createDsmClient`'s `sourcePublicKey`; a caller cannot set it. */
  sourcePublicKey?: string | null;
  /**
   * Designer mode: `true` lets a caller name a customer and campaign (the `DSM-Designer-*` headers that
   * `createDsmClient({ proxy, designer })` sends), which these keys then sign (`X-DSM-DesignerSignature`).
   * Without it a call naming them is refused (403). `authorize` sees the values (`call.designer`).
   */
  designer?: boolean;
}

/** The options of `createSigningProxy`. */
export interface SigningProxyOptions {
  /** The platform: `https://host[:port][/directory]` (the host signed is this one). */
  target: string;
  /** The key pairs it signs with. */
  keys: SigningProxyKeys;
  /** Operations let through, by operationId or tag (`'Contacts'`); default: every one that is neither admin-only nor in an admin namespace. */
  allow?: readonly string[];
  /** Refuses a caller (the application's own session check): resolve `false` (403) or a Response of its own. */
  authorize?: (request: Request, call: CallFacts) => boolean | Response | Promise<boolean | Response>;
  /** Where the handler is mounted, e.g. `'/api/dsm'`: the operation's path follows it. Default: none (`/api/…`). */
  basePath?: string;
  /** Milliseconds for the whole exchange with the platform (default 30 000). */
  timeout?: number;
  /** Caller headers sent on (lower-case names, e.g. `['cookie']`); none by default, never the signing ones. */
  forwardHeaders?: readonly string[];
  /** A fetch of its own (tests, instrumentation); default: the global fetch. */
  fetch?: (request: Request, init?: { signal?: AbortSignal }) => Promise<Response>;
}

/** What `authorize` learns about a call it may refuse. */
export interface CallFacts {
  /** The contract's operationId. */
  readonly operationId: string;
  /** The contract's tag of the operation. */
  readonly tag: string;
  /** The call is signed with the admin key pair (an admin-only operation, or a body that asks for them). */
  readonly adminKeys: boolean;
  /** The designer values the caller asked to have signed (`keys.designer`), or `null` for a call outside designer mode. */
  readonly designer: DesignerFacts | null;
}

export interface ProxySettings {
  readonly target: Target;
  readonly signing: DsmConfig;
  readonly allowed: (entry: ContractOperation) => boolean;
  readonly hasAdminKeys: boolean;
  readonly designer: boolean;
  readonly basePath: string;
  readonly timeout: number;
  readonly forwardHeaders: ReadonlySet<string>;
  readonly authorize: SigningProxyOptions['authorize'];
  readonly fetch: NonNullable<SigningProxyOptions['fetch']>;
}

/** Never forwarded from a caller, whatever `forwardHeaders` says: the signature's and the connection's own. */
const NEVER_FORWARDED =
  /^(x-dsm-|dsm-designer-|host$|content-length$|content-type$|connection$|keep-alive$|transfer-encoding$|te$|upgrade$|trailer$|expect$)/;

const refuse = (message: string): never => {
  throw new DsmConfigError(`createSigningProxy: ${message}`);
};
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function targetOf(target: unknown): Target {
  let url: URL | undefined;
  try {
    url = new URL(String(target));
  } catch {
    // refused below
  }
  if (!isText(target) || !url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    refuse("`target` must be the platform's URL, 'https://host[:port][/directory]', without query or user name.");
  return resolveTarget({
    targetSystem: url!.hostname + url!.pathname,
    protocol: url!.protocol === 'http:' ? 'http' : 'https',
    port: url!.port ? Number(url!.port) : null,
  })!;
}

function allowRule(allow: unknown): (entry: ContractOperation) => boolean {
  if (allow === undefined) return (entry) => !entry.adminOnly && !entry.adminNamespace;
  if (!Array.isArray(allow) || !allow.every(isText)) return refuse('`allow` must be a list of operationIds or tags.');
  const names = new Set(allow);
  const known = new Set([...contractOperations().values()].flatMap(({ operation, tag }) => [operation.id, tag]));
  const unknown = allow.filter((name) => !known.has(name));
  if (unknown.length) refuse(`\`allow\` names no operation or tag of the contract: ${unknown.join(', ')}.`);
  return (entry) => names.has(entry.operation.id) || names.has(entry.tag);
}

export function proxySettings(options: SigningProxyOptions): ProxySettings {
  if (typeof options !== 'object' || options === null) refuse('the options must be an object.');
  const { keys, timeout, basePath = '', forwardHeaders = [], authorize, fetch } = options;
  if (typeof keys !== 'object' || keys === null || !isText(keys.publicKey) || !isText(keys.privateKey))
    refuse('`keys` must hold `publicKey` and `privateKey`.');
  const hasAdminKeys = isText(keys.adminPublicKey) && isText(keys.adminPrivateKey);
  if (!hasAdminKeys && (keys.adminPublicKey || keys.adminPrivateKey)) refuse('give both admin keys, or neither.');
  if (keys.sourcePublicKey != null && !(isText(keys.sourcePublicKey) && isHeaderText(keys.sourcePublicKey)))
    refuse('`keys.sourcePublicKey` must be text a header can carry.');
  if (keys.designer !== undefined && typeof keys.designer !== 'boolean') refuse('`keys.designer` must be true or false.');
  if (timeout !== undefined && !(typeof timeout === 'number' && timeout > 0 && Number.isFinite(timeout)))
    refuse('`timeout` must be milliseconds above 0.');
  if (typeof basePath !== 'string' || (basePath !== '' && !/^\/[^?#]*[^/?#]$/.test(basePath)))
    refuse("`basePath` must be a path such as '/api/dsm' (no trailing slash).");
  if (!Array.isArray(forwardHeaders) || !forwardHeaders.every(isText)) refuse('`forwardHeaders` must be a list of header names.');
  const forwarded = forwardHeaders.map((name) => name.toLowerCase());
  const never = forwarded.filter((name) => NEVER_FORWARDED.test(name));
  if (never.length) refuse(`\`forwardHeaders\` cannot send on ${never.join(', ')}: the forwarder sets those itself.`);
  if (authorize !== undefined && typeof authorize !== 'function') refuse('`authorize` must be a function.');
  if (fetch !== undefined && typeof fetch !== 'function') refuse('`fetch` must be a function.');
  return {
    target: targetOf(options.target),
    signing: {
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      ...(hasAdminKeys && { adminPublicKey: keys.adminPublicKey, adminPrivateKey: keys.adminPrivateKey }),
      ...(keys.sourcePublicKey && { sourcePublicKey: keys.sourcePublicKey }),
    },
    allowed: allowRule(options.allow),
    hasAdminKeys,
    designer: keys.designer === true,
    basePath,
    timeout: timeout ?? DEFAULT_TIMEOUT_MS,
    forwardHeaders: new Set(forwarded),
    authorize,
    fetch: fetch ?? ((request, init) => globalThis.fetch(request, init)),
  };
}
