/**
 * Signing as a browser runs it, in Debian's chromium on a secure page (so WebCrypto): the SDK's signer cold (a new
 * signer per signature: the whole chain) on WebCrypto and on @noble/hashes' SHA-256 (what a page without WebCrypto
 * passes as `sha256`), and warm on WebCrypto, each beside the CryptoJS chain the platform's client runs, interleaved
 * in rounds of 300 ms in the same page. `tsx bench/signing-browser.ts` runs it alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { argv } from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { median } from './stats.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';

/**
 * Signatures per second in the page, by task, one list per round. Plain JavaScript in a string: tsx would wrap a
 * function's inner functions to keep their names, with a helper the page does not have.
 */
const IN_PAGE = `async (rounds) => {
  const keys = { publicKey: 'pub-bench', privateKey: 'priv-bench-0123456789' };
  const host = 'demo.example.com';
  const path = '/api/contacts/get';
  const body = JSON.stringify({ size: 50, start: 0, columns: [{ columnName: '*' }], orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }], wheres: [] });
  const instant = new Date();
  const iso = instant.toISOString();
  const hmac = (key, text) => CryptoJS.HmacSHA256(text, key);
  const request = { method: 'POST', signedPath: path, body, instant };
  const noble = SDK.hmacOver(SDK.sha256);
  const warm = new SDK.RequestSigner(keys, { host });
  const tasks = {
    cryptoJs: () => hmac(hmac(hmac(hmac(hmac(hmac(keys.privateKey, host), iso.slice(0, 10) + ' ' + iso.slice(11, 19) + 'Z'), iso.slice(0, 10)), 'post'), path), body).toString(),
    webCrypto: () => new SDK.RequestSigner(keys, { host }).sign(request),
    noble: () => new SDK.RequestSigner(keys, { host, mac: noble }).sign(request),
    webCryptoWarm: () => warm.sign(request),
  };
  const out = {};
  const names = Object.keys(tasks);
  // Round -1 warms every task up and is not counted.
  for (let round = -1; round < rounds; round++)
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + Math.max(round, 0)) % names.length];
      const start = performance.now();
      let count = 0;
      while (performance.now() - start < 300) {
        await tasks[name]();
        count++;
      }
      if (round >= 0) (out[name] ??= []).push((count / (performance.now() - start)) * 1000);
    }
  return out;
}`;

export async function benchSigningInBrowser(rounds = 7) {
  if (!existsSync(CHROMIUM)) return undefined;
  const sdk = await build({
    stdin: {
      contents: `export { RequestSigner } from './src/signing/signer.ts';\nexport { hmacOver } from './src/signing/hmac-sha256.ts';\nexport { sha256 } from '@noble/hashes/sha2.js';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'SDK',
    minify: true,
    write: false,
  });
  const cryptoJs = readFileSync(createRequire(import.meta.url).resolve('crypto-js/crypto-js.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // A page of its own on loopback, answered here: a secure context, as https or localhost is.
    await page.route('**/*', (route) =>
      route.request().url() === 'http://127.0.0.1/' ? route.fulfill({ body: '<!doctype html>', contentType: 'text/html' }) : route.abort(),
    );
    await page.goto('http://127.0.0.1/');
    await page.addScriptTag({ content: cryptoJs });
    await page.addScriptTag({ content: sdk.outputFiles[0]!.text });
    const rates = (await page.evaluate(`(${IN_PAGE})(${rounds})`)) as Record<string, number[]>;
    const ratio = (name: string) => +median(rates[name]!.map((rate, round) => rate / rates.cryptoJs![round]!)).toFixed(2);
    return {
      against: 'CryptoJS chain, same page',
      perSecond: Object.fromEntries(Object.entries(rates).map(([name, values]) => [name, Math.round(median(values))])),
      ratio: { webCryptoCold: ratio('webCrypto'), nobleCold: ratio('noble'), webCryptoWarm: ratio('webCryptoWarm') },
    };
  } finally {
    await browser.close();
  }
}

if (argv[1] && fileURLToPath(import.meta.url) === argv[1]) console.log(JSON.stringify(await benchSigningInBrowser(), null, 1));
