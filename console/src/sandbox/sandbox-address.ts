/** Where the in-page sandbox answers (beside the page, on its origin) and the connection the console starts with. */
import { type ConsoleConfig, consoleConfigFor, type SandboxFacts } from '../app/console-config';

/** The directory below the page's folder that the sandbox answers for. */
export const SANDBOX_DIRECTORY = 'dsm-sandbox';

/** The sandbox's address for a page at `pageUrl`: `dsm-sandbox` beside it, e.g. `http://127.0.0.1:4173/dsm-sandbox`. */
export function sandboxAddress(pageUrl: string): URL {
  return new URL(SANDBOX_DIRECTORY, pageUrl);
}

/** The console's start on the sandbox at `address`, signing with the sandbox's keys. */
export const sandboxConsoleConfig = (address: URL, sandbox: SandboxFacts): ConsoleConfig => consoleConfigFor(address, sandbox);
