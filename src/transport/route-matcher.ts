/**
 * Finds the contract operation a concrete request path belongs to (`/api/contacts/delete/5` ->
 * `contactsDeleteById`). Orval functions and hooks hand the transport filled-in paths, so the
 * transport looks the operation up here to know whether it is signed and which checks apply.
 */
import { routes, type OperationId, type RouteInfo } from '../../generated/routes.js';

export interface MatchedRoute extends RouteInfo {
  readonly operationId: OperationId;
}

/** A route together with the path parameters of one concrete request (decoded text). */
export interface RouteMatch {
  readonly route: MatchedRoute;
  readonly pathParams: Readonly<Record<string, string>>;
}

interface Node {
  literal: Map<string, Node>;
  param?: Node;
  /** Operations ending at this node, by HTTP method. */
  ends: Map<string, MatchedRoute>;
}

const newNode = (): Node => ({ literal: new Map(), ends: new Map() });
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

let trie: Node | undefined;

function buildTrie(): Node {
  const top = newNode();
  for (const [operationId, route] of Object.entries(routes) as [OperationId, RouteInfo][]) {
    let node = top;
    for (const segment of route.path.split('/').slice(1)) {
      if (isParam(segment)) node = node.param ??= newNode();
      else {
        let next = node.literal.get(segment);
        if (!next) node.literal.set(segment, (next = newNode()));
        node = next;
      }
    }
    node.ends.set(route.method, { ...route, operationId });
  }
  return top;
}

function walk(node: Node, segments: string[], index: number, method: string, values: string[]): MatchedRoute | undefined {
  if (index === segments.length) return node.ends.get(method);
  const segment = segments[index]!;
  // A literal segment wins over a parameter (`/api/contacts/count` before `/api/contacts/{start}`).
  const literal = node.literal.get(segment);
  const viaLiteral = literal && walk(literal, segments, index + 1, method, values);
  if (viaLiteral) return viaLiteral;
  if (!node.param || segment === '') return undefined;
  values.push(segment);
  const viaParam = walk(node.param, segments, index + 1, method, values);
  if (!viaParam) values.pop();
  return viaParam;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `path` is the API path without the directory, e.g. `/api/contacts/count`; `method` is upper case. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  trie ??= buildTrie();
  const values: string[] = [];
  const route = walk(trie, path.split('/').slice(1), 0, method.toUpperCase(), values);
  if (!route) return undefined;
  const names = route.path.match(/\{[^}]+\}/g) ?? [];
  return { route, pathParams: Object.fromEntries(names.map((name, i) => [name.slice(1, -1), decode(values[i]!)])) };
}
