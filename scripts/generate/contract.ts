/** Reading the bundled contract: the operations it declares, in a stable order. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { refName, resolveRef as resolve } from '../../src/operations/contract-ref.js';

/** A file path (not a URL object: under jsdom, `URL` is the DOM's and Node's file APIs refuse it). */
export const BUNDLE_PATH = fileURLToPath(import.meta.url).replace(/scripts[\\/]generate[\\/]contract\.ts$/, 'generated/openapi.json');

export type HttpMethod = 'get' | 'post';
export type OperationKind = 'query' | 'mutation';

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  kind: OperationKind;
  tag: string;
  /** False when the operation declares `security: []`. */
  signed: boolean;
  body: 'none' | 'optional' | 'required';
  raw: Record<string, any>;
}

export function loadBundle(path: URL | string = BUNDLE_PATH): Record<string, any> {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function listOperations(bundle: Record<string, any>): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(bundle.paths ?? {})) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!op) continue;
      operations.push({
        operationId: op.operationId,
        method,
        path,
        kind: op['x-dsm-kind'],
        tag: op.tags?.[0],
        signed: !(Array.isArray(op.security) && op.security.length === 0),
        body: op.requestBody ? (resolve(bundle, op.requestBody).required ? 'required' : 'optional') : 'none',
        raw: op,
      });
    }
  }
  return operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** Follows a local `$ref` (`#/components/...`) of the bundle: the project's one resolver. */
export { refName, resolve };
