/**
 * The examples the contract gives one operation: its path values in template order, its request body
 * and its 200 reply envelope. The docs' code samples and the MSW handlers are made from these.
 */
import { resolve, type ContractOperation } from './contract.js';

export interface PathValue {
  name: string;
  value: unknown;
}

export interface OperationExamples {
  /** One entry per `{name}` of the path, in the order the template spells them. */
  pathValues: PathValue[];
  /** True when the operation takes a JSON body. */
  hasBody: boolean;
  /** The request body example (only when `hasBody`). */
  body?: unknown;
  /** The example envelope of the 200 reply. */
  reply: Record<string, unknown>;
}

/** `/api/contacts/{start}/{size}` -> `['start', 'size']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

function mediaExample(bundle: Record<string, any>, media: Record<string, any> | undefined, what: string): unknown {
  if (media && 'example' in media) return media.example;
  const first = media?.examples ? Object.values<unknown>(media.examples)[0] : undefined;
  if (first !== undefined) return resolve(bundle, first).value;
  throw new Error(`${what} has no example`);
}

export function operationExamples(bundle: Record<string, any>, op: ContractOperation): OperationExamples {
  const parameters = [...(bundle.paths[op.path]?.parameters ?? []), ...(op.raw.parameters ?? [])].map((p: unknown) => resolve(bundle, p));
  const pathValues = pathParameterNames(op.path).map((name) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) throw new Error(`${op.operationId}: path parameter {${name}} is not declared`);
    const value =
      'example' in parameter
        ? parameter.example
        : parameter.examples && resolve(bundle, Object.values<unknown>(parameter.examples)[0]).value;
    if (value === undefined) throw new Error(`${op.operationId}: path parameter {${name}} has no example`);
    return { name, value };
  });
  const requestBody = op.raw.requestBody ? resolve(bundle, op.raw.requestBody) : undefined;
  const reply = resolve(bundle, op.raw.responses?.['200']);
  const examples: OperationExamples = {
    pathValues,
    hasBody: requestBody !== undefined,
    reply: mediaExample(bundle, reply?.content?.['application/json'], `${op.operationId}: the 200 reply`) as Record<string, unknown>,
  };
  if (requestBody) examples.body = mediaExample(bundle, requestBody.content?.['application/json'], `${op.operationId}: the request body`);
  return examples;
}
