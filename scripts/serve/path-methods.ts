/**
 * The methods the contract has for a request target, for the `Allow` header of a 405: matched as the
 * sandbox matches operations (from the first `/api/` segment, a literal segment before a parameter).
 * Read from the contract on the first 405 only.
 */
import { readFileSync } from 'node:fs';
import { OperationMatcher, type OperationRoute } from '../../src/msw/operation-matcher.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** `(target) => methods` over the paths of `contractFile`; a path of no operation has none. */
export function pathMethods(contractFile: string): (target: string) => string[] {
  let matcher: OperationMatcher | undefined;
  return (target) => {
    matcher ??= new OperationMatcher(routesOf(contractFile));
    const url = `http://localhost${target.split('?', 1)[0]}`;
    const found = matcher;
    return METHODS.filter((method) => {
      try {
        return found.match(method, url) !== undefined;
      } catch {
        return false; // a target no URL can be made of: no method
      }
    });
  };
}

function routesOf(contractFile: string): Record<string, OperationRoute> {
  const { paths } = JSON.parse(readFileSync(contractFile, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const routes: Record<string, OperationRoute> = {};
  for (const [path, item] of Object.entries(paths))
    for (const method of Object.keys(item))
      if (METHODS.includes(method.toUpperCase() as never)) routes[`${method} ${path}`] = { method, path };
  return routes;
}
