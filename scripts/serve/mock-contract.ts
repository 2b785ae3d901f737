/**
 * The contract as the mock's Prism reads it: the bundle without what only a reader needs (descriptions,
 * summaries, `x-` extensions, tag texts). Prism validates and answers from the same paths, parameters,
 * schemas, examples and security schemes, and starts sooner with less to parse. Prism as a proxy reads it
 * without examples and with its references written out (proxy-contract.ts). Written once per bundle and
 * mode into .cache/mock-contract/ under the bundle's hash (`<hash>.json`, `<hash>.proxy.json`).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA, type Json, NAME_MAPS } from './contract-keywords.js';
import { proxyContract } from './proxy-contract.js';

const CACHE_DIR = fileURLToPath(new URL('../../.cache/mock-contract/', import.meta.url));

/** Texts for readers: dropped where they are keywords, kept where they are names or data. */
const READER_TEXTS = new Set(['description', 'summary']);

/** `node` without reader texts; `names` when its keys are names rather than keywords. */
export function leanContract(node: Json, names = false): Json {
  if (Array.isArray(node)) return node.map((item) => leanContract(item));
  if (node === null || typeof node !== 'object') return node;
  const lean: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!names && (key.startsWith('x-') || (READER_TEXTS.has(key) && typeof value === 'string') || key === 'externalDocs')) continue;
    if (!names && key === 'tags' && Array.isArray(value) && value.some((tag) => typeof tag === 'object')) continue; // the document's tag texts
    // A schema's `examples` is a list of data; elsewhere a map of named examples.
    if (!names && (DATA.has(key) || (key === 'examples' && Array.isArray(value)))) lean[key] = value;
    else lean[key] = leanContract(value, !names && NAME_MAPS.has(key) && !Array.isArray(value));
  }
  return lean;
}

/**
 * The lean contract's file for `bundleFile`, for Prism's mock or its validating proxy, written now if this
 * bundle has none yet (those of other bundles removed).
 */
export function mockContractFile(bundleFile: string, mode: 'mock' | 'proxy' = 'mock'): string {
  const bundle = readFileSync(bundleFile);
  const hash = createHash('sha256').update(bundle).digest('hex');
  const file = join(CACHE_DIR, `${hash}${mode === 'proxy' ? '.proxy' : ''}.json`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const lean = leanContract(JSON.parse(bundle.toString('utf8')) as Json) as { [key: string]: Json };
  writeFileSync(partial, JSON.stringify(mode === 'proxy' ? proxyContract(lean) : lean));
  for (const entry of readdirSync(CACHE_DIR))
    if (!entry.startsWith(hash) && !entry.endsWith('.partial')) rmSync(join(CACHE_DIR, entry), { force: true });
  renameSync(partial, file);
  return file;
}
