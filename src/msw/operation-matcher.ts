/**
 * Which operation a request URL belongs to, for the MSW handlers. The same rules as the server and the
 * SDK's router: letter case and trailing slashes count, the method must match exactly, and a literal
 * segment wins over a parameter (`/api/contacts/count` before `/api/contacts/{start}`), trying the
 * parameter only when the literal way leads nowhere.
 *
 * Where the API path starts: after `baseUrl` when one is given (`https://host[:port][/directory]`),
 * otherwise at the first `/api/` segment of the URL, so any origin and any directory match.
 */
export interface OperationRoute {
  readonly method: string;
  readonly path: string;
}

export interface OperationMatch<K extends string = string> {
  readonly operationId: K;
  /** Path values by name, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
}

interface Node {
  readonly literal: Map<string, Node>;
  param?: Node;
  /** operationId and parameter names of the operations ending here, by method. */
  readonly ends: Map<string, { operationId: string; names: string[] }>;
}

const newNode = (): Node => ({ literal: new Map(), ends: new Map() });
const PARAM = /^\{([^}]+)\}$/;

export class OperationMatcher<K extends string = string> {
  readonly #root = newNode();

  constructor(routes: Readonly<Record<K, OperationRoute>>) {
    for (const [operationId, route] of Object.entries<OperationRoute>(routes)) {
      let node = this.#root;
      const names: string[] = [];
      for (const segment of route.path.split('/').slice(1)) {
        const param = PARAM.exec(segment);
        if (param) {
          names.push(param[1]!);
          node = node.param ??= newNode();
        } else {
          let next = node.literal.get(segment);
          if (!next) node.literal.set(segment, (next = newNode()));
          node = next;
        }
      }
      node.ends.set(route.method.toUpperCase(), { operationId, names });
    }
  }

  /** `url` is absolute; `baseUrl`, when given, is the origin and directory every request must start with. */
  match(method: string, url: string | URL, baseUrl?: string): OperationMatch<K> | undefined {
    const apiPath = apiPathOf(new URL(url), baseUrl);
    if (apiPath === undefined) return undefined;
    const values: string[] = [];
    const end = walk(this.#root, apiPath.split('/').slice(1), 0, method, values);
    if (!end) return undefined;
    return {
      operationId: end.operationId as K,
      params: Object.fromEntries(end.names.map((name, i) => [name, decode(values[i]!)])),
    };
  }
}

function apiPathOf(url: URL, baseUrl: string | undefined): string | undefined {
  if (baseUrl !== undefined) {
    const base = baseUrl.replace(/\/+$/, '');
    const href = url.origin + url.pathname;
    return href.startsWith(`${base}/`) ? href.slice(base.length) : undefined;
  }
  const start = url.pathname.indexOf('/api/');
  return start === -1 ? undefined : url.pathname.slice(start);
}

function walk(
  node: Node,
  segments: string[],
  index: number,
  method: string,
  values: string[],
): { operationId: string; names: string[] } | undefined {
  if (index === segments.length) return node.ends.get(method);
  const segment = segments[index]!;
  const literal = node.literal.get(segment);
  const viaLiteral = literal && walk(literal, segments, index + 1, method, values);
  if (viaLiteral) return viaLiteral;
  if (!node.param || segment === '') return undefined;
  values.push(segment);
  const viaParam = walk(node.param, segments, index + 1, method, values);
  if (!viaParam) values.pop();
  return viaParam;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
