/**
 * What the orval templates read of one operation: its path values (template name, argument name, type)
 * in template order, its body and its result model, and the pieces every template writes from them.
 */
import type { GeneratorImport, GeneratorVerbOptions } from '@orval/core';
import { areaOf } from './operation-table.js';
import { resultType, type InputDescriptions } from './orval-signatures.js';

export interface OperationFacts {
  kind: 'query' | 'mutation';
  /** The path template as the contract spells it. */
  path: string;
  /** The contract's descriptions of the path parameters (by name) and of the body (`body`). */
  descriptions: InputDescriptions;
}

export const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

export interface Shape {
  name: string;
  result: string;
  resultImports: GeneratorImport[];
  /** `[templateName, argumentName, type]` in template order. */
  pathValues: [string, string, string][];
  body?: { name: string; type: string; optional: boolean };
}

export function shapeOf(verb: GeneratorVerbOptions, facts: OperationFacts, spec: Record<string, unknown>): Shape {
  const templateNames = (facts.path.match(/\{[^}]+\}/g) ?? []).map((n) => n.slice(1, -1));
  const argumentNames = [...verb.route.matchAll(/\$\{([^}]+)\}/g)].map((m) => m[1]!);
  if (templateNames.length !== argumentNames.length) throw new Error(`${verb.operationName}: path parameters do not line up`);
  const paramProps = verb.props.filter((p) => p.type === 'param');
  const pathValues = templateNames.map((template, i): [string, string, string] => {
    const prop = paramProps.find((p) => p.name === argumentNames[i]);
    if (!prop) throw new Error(`${verb.operationName}: no argument for {${template}}`);
    return [template, prop.name, prop.definition.slice(prop.definition.indexOf(':') + 1).trim()];
  });
  const bodyProp = verb.props.find((p) => p.type === 'body');
  for (const prop of verb.props)
    if (prop.type !== 'param' && prop.type !== 'body') throw new Error(`${verb.operationName}: unexpected ${prop.type}`);
  const result = resultType(verb, spec);
  return {
    name: verb.operationName,
    result: result.type,
    resultImports: result.imports,
    pathValues,
    body: bodyProp ? { name: bodyProp.name, type: verb.body.definition, optional: verb.body.isOptional } : undefined,
  };
}

/** `@param` lines of the path values and the body, as the contract describes them. */
export const inputParams = (shape: Shape, facts: OperationFacts, bodyName = shape.body?.name): [string, string | undefined][] => [
  ...shape.pathValues.map(([template, argument]): [string, string | undefined] => [argument, facts.descriptions[template]]),
  ...(shape.body ? [[bodyName!, facts.descriptions.body] as [string, string | undefined]] : []),
];

/** `{ path: { id }, body: query }`: the input object of one call, from the arguments. */
export function inputObject(shape: Shape, read: (argument: string) => string = (a) => a): string {
  const parts: string[] = [];
  if (shape.pathValues.length)
    parts.push(`path: { ${shape.pathValues.map(([t, a]) => (t === read(a) ? t : `${t}: ${read(a)}`)).join(', ')} }`);
  if (shape.body) parts.push(`body: ${read(shape.body.name)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

/** Keeps the model imports the implementation uses. */
export function usedImports(verb: GeneratorVerbOptions, shape: Shape, implementation: string): GeneratorImport[] {
  const all = [...shape.resultImports, ...verb.body.imports, ...verb.params.flatMap((p) => p.imports)];
  const seen = new Set<string>();
  return all.filter((i) => !seen.has(i.name) && new RegExp(`\\b${i.name}\\b`).test(implementation) && seen.add(i.name));
}

/** The area of the file orval is writing (its `tag`), in the kebab case of the file names. */
export const areaOfFile = (tag: string | undefined) => {
  if (!tag) throw new Error('orval did not name the tag of a file (mode must be "tags")');
  return areaOf(tag.replace(/([a-z0-9])([A-Z])/g, '$1-$2'));
};

/** `{ path: { id: number }; body: Query }`: the input of `call()`, typed as the function's arguments are. */
export function callInputType(shape: Shape): string {
  const parts: string[] = [];
  if (shape.pathValues.length) parts.push(`path: { ${shape.pathValues.map(([t, , type]) => `${t}: ${type}`).join('; ')} }`);
  if (shape.body) parts.push(`body${shape.body.optional ? '?' : ''}: ${shape.body.type}`);
  return parts.length ? `{ ${parts.join('; ')} }` : '{}';
}
