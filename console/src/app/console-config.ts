/** What the server that hosts the console tells it at start: where the default server (the local mock) is. */
export interface ConsoleConfig {
  /** The default connection target, e.g. `{ targetSystem: '127.0.0.1', protocol: 'http', port: 4010 }`. */
  target: { targetSystem: string; protocol: 'http' | 'https'; port: number | null };
  /** True when the target is the local mock: it does not check signatures, so the console signs with generated demo keys. */
  mock: boolean;
}

const NO_SERVER: ConsoleConfig = { target: { targetSystem: '', protocol: 'https', port: null }, mock: false };

/** Reads `console-config.json` beside the page; a static deployment without it starts unconnected. */
export async function loadConsoleConfig(fetchFn: typeof fetch = fetch): Promise<ConsoleConfig> {
  try {
    const response = await fetchFn('./console-config.json', { cache: 'no-store' });
    if (!response.ok) return NO_SERVER;
    return parseConsoleConfig(await response.json());
  } catch {
    return NO_SERVER;
  }
}

export function parseConsoleConfig(value: unknown): ConsoleConfig {
  const raw = (value ?? {}) as { target?: Partial<ConsoleConfig['target']>; mock?: unknown };
  const target = raw.target ?? {};
  return {
    target: {
      targetSystem: typeof target.targetSystem === 'string' ? target.targetSystem : '',
      protocol: target.protocol === 'http' ? 'http' : 'https',
      port: typeof target.port === 'number' ? target.port : null,
    },
    mock: raw.mock === true,
  };
}
