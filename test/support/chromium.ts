/** Debian's chromium, the one browser the tests and benches use; nothing ever downloads one. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.DSM_CHROMIUM ?? '/usr/bin/chromium';

/** Headless, with nothing running in the background (no updates, sync or QUIC). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`No browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium); the tests never download one.`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
