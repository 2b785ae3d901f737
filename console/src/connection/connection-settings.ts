/** The connection form's values and how they become the SDK's configuration. */
import { createDsmClient, type DsmClient, type DsmConfig } from '@dsm/sdk';
import type { ConsoleConfig } from '../app/console-config';
import { pageSha256 } from './page-sha256';

export interface ConnectionSettings {
  /** A signing forwarder's URL: when set, every call goes there unsigned and the fields below are not used. */
  proxy: string;
  /** Host, optionally followed by `/directory`. */
  targetSystem: string;
  protocol: 'http' | 'https';
  /** Empty for the protocol's default port. */
  port: string;
  publicKey: string;
  privateKey: string;
  adminPublicKey: string;
  adminPrivateKey: string;
  sourcePublicKey: string;
  designerMode: boolean;
  customerId: string;
  campaignName: string;
}

/** The fields whose values are keys: masked, never rendered, never logged. */
export const KEY_FIELDS = ['publicKey', 'privateKey', 'adminPublicKey', 'adminPrivateKey', 'sourcePublicKey'] as const;
export type KeyField = (typeof KEY_FIELDS)[number];

export function emptySettings(): ConnectionSettings {
  return {
    proxy: '',
    targetSystem: '',
    protocol: 'https',
    port: '',
    publicKey: '',
    privateKey: '',
    adminPublicKey: '',
    adminPrivateKey: '',
    sourcePublicKey: '',
    designerMode: false,
    customerId: '',
    campaignName: '',
  };
}

/** A random key for the local mock, which does not check signatures but (like the server) wants them. */
function demoKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The settings the console starts with: the served target; on the mock its keys (the sandbox's), or generated demo keys. */
export function initialSettings(config: ConsoleConfig): ConnectionSettings {
  if (config.proxy) return { ...emptySettings(), proxy: config.proxy };
  const settings: ConnectionSettings = {
    ...emptySettings(),
    targetSystem: config.target.targetSystem,
    protocol: config.target.protocol,
    port: config.target.port == null ? '' : String(config.target.port),
  };
  if (!config.mock) return settings;
  if (config.keys) return { ...settings, ...config.keys };
  return {
    ...settings,
    publicKey: demoKey('demo-pub'),
    privateKey: demoKey('demo-priv'),
    adminPublicKey: demoKey('demo-admin-pub'),
    adminPrivateKey: demoKey('demo-admin-priv'),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Checks what the form cannot express by input types alone; the messages never contain a key. */
export function settingsProblems(settings: ConnectionSettings): string[] {
  const problems: string[] = [];
  if (settings.proxy.trim() !== '') return sdkProblems(settings);
  if (settings.targetSystem.trim() === '') problems.push('Enter the target system (host and optional directory).');
  if (/^[a-z]+:\/\//i.test(settings.targetSystem.trim()))
    problems.push('Enter the target system without the protocol; choose the protocol below.');
  if (settings.port.trim() !== '' && !/^\d{1,5}$/.test(settings.port.trim())) problems.push('The port must be a number.');
  if (Boolean(settings.publicKey.trim()) !== Boolean(settings.privateKey.trim()))
    problems.push('Enter both the public and the private key, or neither (unsigned).');
  if (Boolean(settings.adminPublicKey.trim()) !== Boolean(settings.adminPrivateKey.trim()))
    problems.push('Enter both admin keys, or neither.');
  if (settings.designerMode && settings.customerId.trim() !== '' && !/^\d+$/.test(settings.customerId.trim()))
    problems.push('The customer id must be a number.');
  // The SDK's own checks decide the rest (a target that does not survive the URL round trip, a port out of range).
  return problems.length === 0 ? sdkProblems(settings) : problems;
}

function sdkProblems(settings: ConnectionSettings): string[] {
  try {
    createDsmClient(toDsmConfig(settings));
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : 'These settings are refused.'];
  }
}

export function toDsmConfig(settings: ConnectionSettings, fetchFn?: typeof fetch): DsmConfig {
  // Through a signing forwarder the page holds no key: the forwarder signs.
  if (settings.proxy.trim() !== '') return { proxy: settings.proxy.trim(), ...(fetchFn ? { fetch: fetchFn } : {}) };
  const port = settings.port.trim() === '' ? null : Number(settings.port);
  return {
    targetSystem: orNull(settings.targetSystem),
    protocol: settings.protocol,
    port,
    publicKey: orNull(settings.publicKey),
    privateKey: orNull(settings.privateKey),
    adminPublicKey: orNull(settings.adminPublicKey),
    adminPrivateKey: orNull(settings.adminPrivateKey),
    sourcePublicKey: orNull(settings.sourcePublicKey),
    designer: settings.designerMode
      ? { customerId: settings.customerId.trim() === '' ? null : Number(settings.customerId), campaignName: orNull(settings.campaignName) }
      : null,
    ...pageSha256(),
    ...(fetchFn ? { fetch: fetchFn } : {}),
  };
}

/** The client for `settings`; settings kept from an earlier version may be refused by the SDK now: then it is unconnected. */
export function clientFor(settings: ConnectionSettings): DsmClient {
  try {
    return createDsmClient(toDsmConfig(settings));
  } catch {
    return createDsmClient({});
  }
}

/** Whether the console has somewhere to send calls. */
export const isConnected = (settings: ConnectionSettings) => settings.proxy.trim() !== '' || settings.targetSystem.trim() !== '';

/** A description of where the console points, without any key. */
export function describeTarget(settings: ConnectionSettings): string {
  if (settings.proxy.trim()) return `the signing forwarder at ${settings.proxy.trim()}`;
  if (!settings.targetSystem.trim()) return 'not connected';
  const port = settings.port.trim() ? `:${settings.port.trim()}` : '';
  const slash = settings.targetSystem.indexOf('/', 1);
  const host = slash === -1 ? settings.targetSystem : settings.targetSystem.slice(0, slash);
  const directory = slash === -1 ? '' : settings.targetSystem.slice(slash);
  return `${settings.protocol}://${host.trim()}${port}${directory.trim()}`;
}
