/** Debian's chromium, the one browser the tests and benches use; nothing ever downloads one. */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

export const CHROMIUM = process.env.DSM_CHROMIUM ?? '/usr/bin/chromium';

/** Headless, with nothing running in the background (no updates, sync or QUIC). */
function launchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM))
    throw new Error(`No browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium); the tests never download one.`);
  return {
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
  };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** The same chromium behind a loopback websocket, for processes that `connectChromium` to it. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...launchOptions(), host: '127.0.0.1' });
}

export async function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
