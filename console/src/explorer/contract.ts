/**
 * The contract as the explorer sees it: every operation with its area, kind, path values and body,
 * read from the bundled OpenAPI document. Nothing here is written per operation.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  description?: string;
  example?: unknown;
  default?: unknown;
  format?: string;
  'x-enum-varnames'?: string[];
};

interface ParameterObject {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}

interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  'x-dsm-kind'?: 'query' | 'mutation';
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, MediaType> };
}

export interface OpenApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown> & { parameters?: ParameterObject[] }>;
  components?: Record<string, Record<string, unknown>>;
  security?: unknown[];
}

export interface PathValue {
  name: string;
  required: boolean;
  description: string;
  schema: Schema;
  example: unknown;
}

export interface ExplorerOperation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  tag: string;
  summary: string;
  description: string;
  kind: 'query' | 'mutation';
  signed: boolean;
  /** `use` + PascalCase(operationId). */
  hookName: string;
  /** The generated function: the operationId itself. */
  functionName: string;
  pathValues: PathValue[];
  body: { required: boolean; schema: Schema; example: unknown } | null;
}

export interface Area {
  name: string;
  operations: ExplorerOperation[];
}

/** Loads the contract; a separate chunk fetched only when the explorer opens. */
export async function loadContract(): Promise<OpenApiDocument> {
  const module = (await import('@dsm/sdk/openapi.json')) as { default: OpenApiDocument };
  return module.default;
}

export const hookNameOf = (operationId: string) => `use${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`;

/** Follows a local `$ref` (`#/components/...`) through the document. */
export function resolveRef<T>(document: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let depth = 0; depth < 32; depth++) {
    const ref = (current as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
    if (current === undefined) throw new Error(`Unresolved reference ${ref}`);
  }
  throw new Error('Reference chain too deep');
}

function exampleOf(
  document: OpenApiDocument,
  holder: { example?: unknown; examples?: Record<string, { value?: unknown; $ref?: string }> },
  schema?: Schema,
): unknown {
  if (holder.example !== undefined) return holder.example;
  const first = holder.examples ? Object.values(holder.examples)[0] : undefined;
  if (first) return resolveRef(document, first).value;
  const resolved = schema ? resolveRef(document, schema) : undefined;
  return resolved?.example ?? resolved?.default;
}

const METHODS = ['get', 'post'] as const;

export function listOperations(document: OpenApiDocument): ExplorerOperation[] {
  const operations: ExplorerOperation[] = [];
  const rootSigned = (document.security?.length ?? 0) > 0;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef(document, p));
      const pathValues = parameters
        .filter((p) => p.in === 'path')
        .map((p) => ({
          name: p.name,
          required: true,
          description: p.description ?? '',
          schema: resolveRef(document, p.schema ?? {}),
          example: exampleOf(document, p, p.schema),
        }));
      const requestBody = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
      const media = requestBody?.content?.['application/json'];
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        tag: operation.tags?.[0] ?? 'Other',
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        kind: operation['x-dsm-kind'] === 'query' ? 'query' : 'mutation',
        signed: operation.security ? operation.security.length > 0 : rootSigned,
        hookName: hookNameOf(operation.operationId),
        functionName: operation.operationId,
        pathValues,
        body: media
          ? { required: requestBody?.required === true, schema: media.schema ?? {}, example: exampleOf(document, media, media.schema) }
          : null,
      });
    }
  }
  return operations;
}

/** Operations grouped by their tag, in the contract's tag order. */
export function groupByArea(document: OpenApiDocument, operations: readonly ExplorerOperation[]): Area[] {
  const order = (document.tags ?? []).map((tag) => tag.name);
  const byTag = new Map<string, ExplorerOperation[]>();
  for (const operation of operations) byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...byTag.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, list]) => ({ name, operations: list }));
}
