/**
 * The signing chain (docs/protocol.md §4) against two anchors in the same run: the CryptoJS
 * HMAC-SHA256 chain the platform's own client runs, and node:crypto. Cold: a new signer (the whole
 * chain) per signature, in Node (on node:crypto's SHA-256), as a browser on a secure page runs it (on WebCrypto,
 * here Node's) and as a page without WebCrypto runs it (on the SHA-256 it passes, @noble/hashes');
 * warm: one signer with its per-second cache, node:crypto on the same cached chain. Also the time of the first 1,000 signatures of each in a fresh process (code not yet optimised).
 */
import { execFileSync } from 'node:child_process';
import { argv } from 'node:process';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sha256 } from '@noble/hashes/sha2.js';
import CryptoJS from 'crypto-js';
import { interleaved } from './interleaved.js';
import { importShipped } from './shipped.js';

// The signer as an application runs it (bench/shipped.ts), not wrapped by tsx per function it makes.
// The anchors format the time texts from the clock on every signature, as the platform's client does (not the
// SDK's `signingTime`, which shares them across signers within a second): they do their own work.
const {
  RequestSigner,
  hmacOver,
  formatSigningTime: signingTime,
} = await importShipped<
  typeof import('../src/signing/signer.js') & typeof import('../src/signing/timestamp.js') & typeof import('../src/signing/hmac-sha256.js')
>(`
export { RequestSigner } from './src/signing/signer.ts';
export { hmacOver } from './src/signing/hmac-sha256.ts';
export { formatSigningTime } from './src/signing/timestamp.ts';
`);
// The same signer as a browser runs it: without node:crypto, on WebCrypto (src/signing/hmac-sha256.ts).
const { RequestSigner: BrowserSigner } = await importShipped<typeof import('../src/signing/signer.js')>(
  `export { RequestSigner } from './src/signing/signer.ts';`,
  { 'globalThis.process': 'undefined' },
);

const keys = { publicKey: 'pub-bench', privateKey: 'priv-bench-0123456789' };
const host = 'demo.example.com';
const path = '/api/contacts/get';
const body = JSON.stringify({
  size: 50,
  start: 0,
  columns: [{ columnName: '*' }],
  orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }],
  wheres: [],
});

const nobleMac = hmacOver(sha256);

type Hmac<K> = (key: K | string, text: string) => K;
/** The request signature's chain (§4.1) over any HMAC; `methodKey` may come from a cache. */
function chain<K>(hmac: Hmac<K>, instant: Date, methodKey?: K): K {
  const { timeStamp, day } = signingTime(instant);
  const k4 = methodKey ?? hmac(hmac(hmac(hmac(keys.privateKey, host), timeStamp), day), 'post');
  return hmac(hmac(k4, path), body);
}
const cryptoJsHmac: Hmac<CryptoJS.lib.WordArray> = (key, text) => CryptoJS.HmacSHA256(text, key);
const nodeHmac: Hmac<Buffer> = (key, text) => createHmac('sha256', key).update(text).digest();

export const signers = {
  sdkCold: (instant: Date) => new RequestSigner(keys, { host }).sign({ method: 'POST', signedPath: path, body, instant }),
  sdkBrowserCold: (instant: Date) => new BrowserSigner(keys, { host }).sign({ method: 'POST', signedPath: path, body, instant }),
  sdkNobleCold: (instant: Date) =>
    new RequestSigner(keys, { host, mac: nobleMac }).sign({ method: 'POST', signedPath: path, body, instant }),
  cryptoJsCold: (instant: Date) => chain(cryptoJsHmac, instant).toString(CryptoJS.enc.Hex),
  nodeCryptoCold: (instant: Date) => chain(nodeHmac, instant).toString('hex'),
};

export async function benchSigning({ rounds = 9, sliceMs = 250 } = {}) {
  const instant = new Date();
  const warm = new RequestSigner(keys, { host });
  const { timeStamp, day } = signingTime(instant);
  const nodeMethodKey = nodeHmac(nodeHmac(nodeHmac(nodeHmac(keys.privateKey, host), timeStamp), day), 'post');
  const cold = await interleaved(
    () => signers.cryptoJsCold(instant),
    {
      sdk: () => signers.sdkCold(instant),
      sdkBrowser: () => signers.sdkBrowserCold(instant),
      sdkNoble: () => signers.sdkNobleCold(instant),
      nodeCrypto: () => signers.nodeCryptoCold(instant),
    },
    { rounds, sliceMs },
  );
  const warmChain = await interleaved(
    () => chain(nodeHmac, instant, nodeMethodKey).toString('hex'),
    { sdk: () => warm.sign({ method: 'POST', signedPath: path, body, instant }) },
    { rounds, sliceMs },
  );
  return {
    cold: { against: 'CryptoJS chain', target: 6, ...cold },
    warm: { against: 'node:crypto, same cached chain', ...warmChain },
    first1000Ms: firstThousand(),
  };
}

/** Each signer in its own fresh process: milliseconds for its first 1,000 signatures, median of 5. */
function firstThousand(): Record<keyof typeof signers, number> {
  const script = fileURLToPath(new URL('./signing-first.ts', import.meta.url));
  const out = {} as Record<keyof typeof signers, number>;
  for (const name of Object.keys(signers) as (keyof typeof signers)[]) {
    const runs = Array.from({ length: 5 }, () =>
      Number(execFileSync(process.execPath, ['--import', 'tsx', script, name], { encoding: 'utf8' })),
    );
    out[name] = +runs.sort((a, b) => a - b)[2]!.toFixed(1);
  }
  return out;
}

// `npx tsx bench/signing.ts`: this section alone, the cold and warm figures (no first-1,000 runs).
if (argv[1] && fileURLToPath(import.meta.url) === argv[1]) {
  const instant = new Date();
  const cold = await interleaved(() => signers.cryptoJsCold(instant), {
    sdk: () => signers.sdkCold(instant),
    sdkBrowser: () => signers.sdkBrowserCold(instant),
    sdkNoble: () => signers.sdkNobleCold(instant),
    nodeCrypto: () => signers.nodeCryptoCold(instant),
  });
  console.table(cold);
}
