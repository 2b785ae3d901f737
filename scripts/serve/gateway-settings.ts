/**
 * `npm start` against a real server (DSM_UPSTREAM): where it is, the keys the forwarder signs with, the
 * operations it lets through and where contract violations are written. Read from the environment; a
 * refusal names the variable, never a key's value.
 */
import type { SigningProxyKeys } from '../../src/server/index.js';

export interface GatewaySettings {
  /** `https://host[:port][/directory]` as given. */
  upstream: string;
  keys: SigningProxyKeys;
  /** By operationId or tag; undefined: all but the admin-only ones. */
  allow?: string[];
  /** The JSON-lines file each violation is written to. */
  reportFile: string;
}

/** The key pairs read from the environment; the source key and designer mode follow below them. */
type GatewayKey = 'publicKey' | 'privateKey' | 'adminPublicKey' | 'adminPrivateKey';

export const GATEWAY_KEY_VARIABLES: Readonly<Record<GatewayKey, string>> = {
  publicKey: 'DSM_UPSTREAM_PUBLIC_KEY',
  privateKey: 'DSM_UPSTREAM_PRIVATE_KEY',
  adminPublicKey: 'DSM_UPSTREAM_ADMIN_PUBLIC_KEY',
  adminPrivateKey: 'DSM_UPSTREAM_ADMIN_PRIVATE_KEY',
};

/** The forwarder's source key (`X-DSM-Sid`) and designer mode (`1`/`true` to sign the page's designer values). */
export const GATEWAY_SOURCE_KEY_VARIABLE = 'DSM_UPSTREAM_SOURCE_PUBLIC_KEY';
export const GATEWAY_DESIGNER_VARIABLE = 'DSM_UPSTREAM_DESIGNER';

export const DEFAULT_CONTRACT_REPORT = 'contract-report.jsonl';

/** Designer mode from its variable: unset, or one of the words for yes and no; anything else is refused. */
function designerMode(env: NodeJS.ProcessEnv): boolean {
  const value = env[GATEWAY_DESIGNER_VARIABLE]?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (['1', 'true', 'yes'].includes(value)) return true;
  throw new Error(`${GATEWAY_DESIGNER_VARIABLE} must be 1 or 0 (true or false).`);
}

/** The gateway's settings, or undefined when DSM_UPSTREAM is not set (the sandbox or Prism's mock then). */
export function gatewaySettings(env: NodeJS.ProcessEnv): GatewaySettings | undefined {
  const upstream = env.DSM_UPSTREAM?.trim();
  if (!upstream) return undefined;
  if (env.DSM_MOCK?.trim() && env.DSM_MOCK.trim() !== 'sandbox')
    throw new Error('DSM_UPSTREAM and DSM_MOCK both choose what answers: set only one of them.');
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(upstream))
    throw new Error(`DSM_UPSTREAM='${upstream}' is not a server address: use https://host[:port][/directory].`);
  const keys: Partial<Record<GatewayKey, string>> = {};
  for (const [key, variable] of Object.entries(GATEWAY_KEY_VARIABLES) as [GatewayKey, string][]) {
    const value = env[variable]?.trim();
    if (value) keys[key] = value;
  }
  const missing = (['publicKey', 'privateKey'] as const).filter((key) => !keys[key]).map((key) => GATEWAY_KEY_VARIABLES[key]);
  if (missing.length) throw new Error(`DSM_UPSTREAM needs the keys to sign with: set ${missing.join(' and ')}.`);
  if (Boolean(keys.adminPublicKey) !== Boolean(keys.adminPrivateKey))
    throw new Error(`Set both ${GATEWAY_KEY_VARIABLES.adminPublicKey} and ${GATEWAY_KEY_VARIABLES.adminPrivateKey}, or neither.`);
  const allow = env.DSM_UPSTREAM_ALLOW?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const sourcePublicKey = env[GATEWAY_SOURCE_KEY_VARIABLE]?.trim();
  return {
    upstream,
    keys: {
      ...(keys as SigningProxyKeys),
      ...(sourcePublicKey ? { sourcePublicKey } : {}),
      ...(designerMode(env) ? { designer: true } : {}),
    },
    ...(allow?.length ? { allow } : {}),
    reportFile: env.DSM_CONTRACT_REPORT?.trim() || DEFAULT_CONTRACT_REPORT,
  };
}
