/** What the server that hosts the console tells it at start: where the default server (the local mock) is. */
export interface ConsoleConfig {
  /** The default connection target, e.g. `{ targetSystem: '127.0.0.1', protocol: 'http', port: 4010 }`. */
  target: { targetSystem: string; protocol: 'http' | 'https'; port: number | null };
  /** True when the target is the local mock: the console signs with `keys`, or with generated demo keys when the mock checks none. */
  mock: boolean;
  /** The local sandbox's keys (`npm start` serves them beside the console); null when the mock checks no signature. */
  keys: MockKeys | null;
  /** A signing forwarder (`npm start` with DSM_UPSTREAM) the console calls unsigned, with no key in the page; null: none. */
  proxy: string | null;
  /** The template file the sandbox holds as uploaded, whose import the templates screen starts; null without a sandbox. */
  sampleTemplateUpload: SampleUpload | null;
}

/** A file the sandbox holds as uploaded (`SANDBOX_SAMPLE_TEMPLATE_UPLOAD` of `@dsm/sdk/sandbox`). */
export interface SampleUpload {
  importId: string;
  fileName: string;
  templateName: string;
}

/** What a sandbox gives the console: its keys and its sample upload. */
export interface SandboxFacts {
  keys: MockKeys;
  sampleTemplateUpload: SampleUpload;
}

export interface MockKeys {
  publicKey: string;
  privateKey: string;
  adminPublicKey: string;
  adminPrivateKey: string;
}

const NO_SERVER: ConsoleConfig = {
  target: { targetSystem: '', protocol: 'https', port: null },
  mock: false,
  keys: null,
  proxy: null,
  sampleTemplateUpload: null,
};

/**
 * The one place a configuration is made: the console on the mock at `address` (`http://127.0.0.1:4010`,
 * or a sandbox below a directory), signing with the sandbox's keys when it has them, or calling the mock
 * unsigned as a signing forwarder (`proxy`); null starts unconnected. `npm start`, Vite's dev server and
 * the sandbox build all write theirs with it.
 */
export function consoleConfigFor(address: string | URL | null, sandbox?: SandboxFacts, proxy = false): ConsoleConfig {
  if (!address) return NO_SERVER;
  const url = new URL(address);
  return {
    target: {
      targetSystem: `${url.hostname}${url.pathname.replace(/\/+$/, '')}`,
      protocol: url.protocol === 'http:' ? 'http' : 'https',
      port: url.port ? Number(url.port) : null,
    },
    mock: true,
    keys: sandbox ? { ...sandbox.keys } : null,
    proxy: proxy ? String(address) : null,
    sampleTemplateUpload: sandbox ? { ...sandbox.sampleTemplateUpload } : null,
  };
}
const KEY_NAMES = ['publicKey', 'privateKey', 'adminPublicKey', 'adminPrivateKey'] as const;

/** The answer index.html asked for before the app loaded (null: none or unreadable), if it did. */
const earlyAnswer = () => (globalThis as { dsmEarlyConsoleConfig?: Promise<unknown> }).dsmEarlyConsoleConfig;

/**
 * Reads `console-config.json` beside the page (taking the answer index.html already asked for, when it
 * did); a static deployment without it starts unconnected.
 */
export async function loadConsoleConfig(fetchFn: typeof fetch = fetch, early = earlyAnswer()): Promise<ConsoleConfig> {
  try {
    if (early) return parseConsoleConfig((await early) ?? {});
    const response = await fetchFn('./console-config.json', { cache: 'no-store' });
    if (!response.ok) return NO_SERVER;
    return parseConsoleConfig(await response.json());
  } catch {
    return NO_SERVER;
  }
}

export function parseConsoleConfig(value: unknown): ConsoleConfig {
  const raw = (value ?? {}) as {
    target?: Partial<ConsoleConfig['target']>;
    mock?: unknown;
    keys?: Record<string, unknown> | null;
    proxy?: unknown;
    sampleTemplateUpload?: Record<string, unknown> | null;
  };
  const target = raw.target ?? {};
  return {
    target: {
      targetSystem: typeof target.targetSystem === 'string' ? target.targetSystem : '',
      protocol: target.protocol === 'http' ? 'http' : 'https',
      port: typeof target.port === 'number' ? target.port : null,
    },
    mock: raw.mock === true,
    keys: raw.mock === true ? mockKeys(raw.keys) : null,
    proxy: typeof raw.proxy === 'string' && raw.proxy !== '' ? raw.proxy : null,
    sampleTemplateUpload: raw.mock === true ? sampleUpload(raw.sampleTemplateUpload) : null,
  };
}

/** A sample upload with every field as non-empty text, or null. */
function sampleUpload(value: Record<string, unknown> | null | undefined): SampleUpload | null {
  if (typeof value !== 'object' || value === null) return null;
  const { importId, fileName, templateName } = value;
  const text = (field: unknown): field is string => typeof field === 'string' && field !== '';
  return text(importId) && text(fileName) && text(templateName) ? { importId, fileName, templateName } : null;
}

/** All four keys as non-empty text, or null. */
function mockKeys(value: Record<string, unknown> | null | undefined): MockKeys | null {
  if (typeof value !== 'object' || value === null) return null;
  const keys = Object.fromEntries(KEY_NAMES.map((name) => [name, value[name]]));
  return KEY_NAMES.every((name) => typeof keys[name] === 'string' && keys[name] !== '') ? (keys as unknown as MockKeys) : null;
}
