/**
 * The docs page as it travels: compressed once (brotli at its best, and gzip for clients without
 * brotli) into files beside the page, then served by what the client accepts, with an ETag so a
 * reload costs one small 304. `tsx scripts/docs/compressed-page.ts <file>...` writes the two files
 * (the docs server runs it in a low-priority child: brotli's best takes seconds of CPU).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Off the main thread (zlib's thread pool). */
export function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(bytes, { level: 9 });
}

export const compressedFile = (pageFile: string, encoding: Encoding) => pageFile + SUFFIX[encoding];

/** Writes the compressed files of `pageFile` (each whole or not at all). */
export async function writeCompressed(pageFile: string): Promise<void> {
  const page = readFileSync(pageFile);
  for (const encoding of ENCODINGS) {
    const file = compressedFile(pageFile, encoding);
    writeFileSync(`${file}.partial`, await compress(page, encoding));
    renameSync(`${file}.partial`, file);
  }
}

export const hasCompressed = (pageFile: string) => ENCODINGS.every((encoding) => existsSync(compressedFile(pageFile, encoding)));

export interface ServedPage {
  identity: Buffer;
  /** The compressed forms, once written. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Names this page's content (the key of what it is made from). */
  tag: string;
}

/** The encoding to send: the first of ours that the client accepts (q=0 refuses) and that is ready. */
export function chooseEncoding(acceptEncoding: string | undefined, ready: Partial<Record<Encoding, Buffer>>): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return ENCODINGS.find((encoding) => ready[encoding] && weight(encoding) > 0);
}

/** The page's address stays while it changes with the contract: a client asks again each time, and a 304 is cheap. */
export const REVALIDATE = 'no-cache';
/** A file named by its content never changes: kept by the client without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers GET/HEAD of the page: 304 when the client holds this form, else the chosen form. */
export function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: ServedPage,
  contentType: string,
  cacheControl = REVALIDATE,
): void {
  const encoding = chooseEncoding(request.headers['accept-encoding'], page.encoded);
  const etag = `"${page.tag}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    ETag: etag,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  const held = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (held.includes(etag) || held.includes('*')) return void response.writeHead(304, headers).end();
  const body = encoding ? page.encoded[encoding]! : page.identity;
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('usage: tsx scripts/docs/compressed-page.ts <file>...');
  for (const file of files) await writeCompressed(file);
}
