/**
 * Which mock `npm start` serves (DSM_MOCK): `sandbox` (default) is the stateful sandbox
 * (`@dsm/sdk/sandbox`, src/sandbox/) behind Prism's validation, `static` Prism's own mock of the
 * contract's examples. The sandbox's keys, job pace and time window come from DSM_SANDBOX_* or, unset,
 * the sandbox's own defaults.
 */
import type { RequestHandler } from 'msw';
import type { SandboxControl } from './sandbox-control.js';
import { DEFAULT_MAX_SKEW_SECONDS, DEFAULT_SPEED, SANDBOX_DEMO_KEYS, type SandboxKeys } from '../../src/sandbox/defaults.js';

export type MockKind = 'sandbox' | 'static';

/** Each key's environment variable. */
export const SANDBOX_KEY_VARIABLES: Readonly<Record<keyof SandboxKeys, string>> = {
  publicKey: 'DSM_SANDBOX_PUBLIC_KEY',
  privateKey: 'DSM_SANDBOX_PRIVATE_KEY',
  adminPublicKey: 'DSM_SANDBOX_ADMIN_PUBLIC_KEY',
  adminPrivateKey: 'DSM_SANDBOX_ADMIN_PRIVATE_KEY',
};

export interface SandboxSettings {
  keys: SandboxKeys;
  /** The keys set through the environment (their values are not printed: they may be someone's own). */
  keysFromEnv: (keyof SandboxKeys)[];
  speed: number;
  maxSkewSeconds: number;
  /** DSM_SANDBOX_CONTACTS: the demo data's number of contacts (unset: the sandbox's default). */
  demoContacts?: number | undefined;
}

export interface SandboxMock extends SandboxSettings {
  /** The handlers, the same array for the sandbox's whole life (its `reset()` keeps them). */
  handlers: () => readonly RequestHandler[];
  /** What `/__sandbox/` requests drive: its scenarios and reset. */
  control: SandboxControl;
}

export function mockKind(value: string | undefined): MockKind {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  if (value === 'static') return 'static';
  throw new Error(
    `DSM_MOCK='${value}' is not a mock: use DSM_MOCK=sandbox (the default) or DSM_MOCK=static (Prism's mock of the examples).`,
  );
}

export function sandboxSettings(env: NodeJS.ProcessEnv): SandboxSettings {
  const keys = { ...SANDBOX_DEMO_KEYS };
  const keysFromEnv: (keyof SandboxKeys)[] = [];
  for (const [key, variable] of Object.entries(SANDBOX_KEY_VARIABLES) as [keyof SandboxKeys, string][]) {
    const value = env[variable]?.trim();
    if (value) {
      keys[key] = value;
      keysFromEnv.push(key);
    }
  }
  // The sandbox tells the pairs apart by their public key (createSandbox refuses one shared by both).
  if (keys.publicKey === keys.adminPublicKey)
    throw new Error(
      `${SANDBOX_KEY_VARIABLES.publicKey} and ${SANDBOX_KEY_VARIABLES.adminPublicKey} name the same public key: give the admin key pair its own.`,
    );
  return {
    keys,
    keysFromEnv,
    speed: numberFrom(
      env,
      'DSM_SANDBOX_SPEED',
      DEFAULT_SPEED,
      (n) => n > 0,
      "a pace above 0 (1: the platform's, 10: ten times as fast, Infinity: at once)",
    ),
    maxSkewSeconds: numberFrom(
      env,
      'DSM_SANDBOX_MAX_SKEW_S',
      DEFAULT_MAX_SKEW_SECONDS,
      (n) => Number.isInteger(n) && n >= 0,
      'whole seconds, 0 or more (0: no time check)',
    ),
    demoContacts: env.DSM_SANDBOX_CONTACTS?.trim()
      ? numberFrom(
          env,
          'DSM_SANDBOX_CONTACTS',
          0,
          (n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000,
          'a whole number of contacts, 0 to 1000000',
        )
      : undefined,
  };
}

/** Loaded on demand: the sandbox and msw take hundreds of ms of CPU, spent once Prism answers (mock-server.ts). */
export async function startSandbox(settings: SandboxSettings): Promise<SandboxMock> {
  const { createSandbox } = await import('../../src/sandbox/index.js');
  const sandbox = createSandbox({
    keys: settings.keys,
    speed: settings.speed,
    maxSkewSeconds: settings.maxSkewSeconds,
    ...(settings.demoContacts !== undefined && { demo: { contacts: settings.demoContacts } }),
  });
  return { ...settings, handlers: () => sandbox.handlers, control: sandbox };
}

function numberFrom(env: NodeJS.ProcessEnv, variable: string, fallback: number, valid: (n: number) => boolean, expected: string): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (Number.isNaN(value) || !valid(value)) throw new Error(`${variable}='${text}' is not valid: use ${expected}.`);
  return value;
}
