/** Where the in-page sandbox answers (beside the page, on its origin) and the connection the console starts with. */
import type { ConsoleConfig, MockKeys } from '../app/console-config';

/** The directory below the page's folder that the sandbox answers for. */
export const SANDBOX_DIRECTORY = 'dsm-sandbox';

/** The sandbox's address for a page at `pageUrl`: `dsm-sandbox` beside it, e.g. `http://127.0.0.1:4173/dsm-sandbox`. */
export function sandboxAddress(pageUrl: string): URL {
  return new URL(SANDBOX_DIRECTORY, pageUrl);
}

/** The console's start on the sandbox at `address`, signing with the sandbox's keys. */
export function sandboxConsoleConfig(address: URL, keys: MockKeys): ConsoleConfig {
  return {
    target: {
      targetSystem: `${address.hostname}${address.pathname.replace(/\/+$/, '')}`,
      protocol: address.protocol === 'http:' ? 'http' : 'https',
      port: address.port ? Number(address.port) : null,
    },
    mock: true,
    keys: { ...keys },
    proxy: null,
  };
}
