/**
 * The contract as Prism reads it in front of the signing forwarder: the validating proxy's lean contract
 * (mock-contract.ts) without its security requirements. Callers of the gateway send unsigned requests (the
 * forwarder behind Prism signs them for the real server), so Prism must not refuse them for lacking the
 * signing headers; paths, parameters, bodies and replies are checked against the very same schemas.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Json } from './contract-keywords.js';
import { mockContractFile } from './mock-contract.js';

type JsonObject = { [key: string]: Json };
const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function withoutSecurity(contract: JsonObject): JsonObject {
  const { security: _security, components, paths, ...rest } = contract;
  const openPaths: JsonObject = {};
  for (const [path, item] of Object.entries(isObject(paths) ? paths : {})) {
    if (!isObject(item)) continue;
    openPaths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => {
        if (!isObject(operation)) return [method, operation];
        const { security: _operationSecurity, ...open } = operation;
        return [method, open];
      }),
    );
  }
  const { securitySchemes: _schemes, ...otherComponents } = isObject(components) ? components : {};
  return { ...rest, paths: openPaths, components: otherComponents };
}

/** The file, written once per bundle beside the lean contracts (`<hash>.gateway.json`). */
export function gatewayContractFile(bundleFile: string): string {
  const proxyFile = mockContractFile(bundleFile, 'proxy');
  const file = proxyFile.replace(/\.proxy\.json$/, '.gateway.json');
  if (existsSync(file)) return file;
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(withoutSecurity(JSON.parse(readFileSync(proxyFile, 'utf8')) as JsonObject)));
  renameSync(partial, file);
  return file;
}
