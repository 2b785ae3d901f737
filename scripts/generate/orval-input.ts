/**
 * What orval reads: the bundled contract with these spellings rewritten to ones orval types
 * well. The contract itself is unchanged.
 *   - `type: [T, 'null']` becomes `type: T, nullable: true` (orval otherwise writes a model file for every
 *     nullable property);
 *   - `const: v` becomes `enum: [v]` (orval otherwise types `const: 1` as the string '1');
 *   - a JSON-text field (`x-dsm-json-text`) becomes the object the SDK's callers give and get (the model
 *     of its object branch where it has one), a reshaped reply list (`x-dsm-reshape`) the map they get;
 *   - an `allOf` of plain object schemas becomes one object schema (orval otherwise writes an `…AllOf`
 *     model beside every reply type, and an intersection whose `state` collapses to `never`);
 *   - a shared request body (`components/requestBodies`) is written into each operation that uses it, so
 *     bodies are typed by their schema's model (`CampaignTemplateCategory`) instead of an alias named
 *     after the request body plus orval's suffix (`CampaignTemplateCategoryBodyBody`).
 */
import { resolveRef } from '../../src/operations/contract-ref.js';
import { JSON_TEXT, RESHAPE, WHOLE_BODY } from './json-text-fields.js';

type Node = Record<string, any>;

/** A JSON-text field as the SDK's callers see it: an object (or, for `object-or-text` and a whole body, text too). */
function jsonTextSchema(field: Node): Node {
  const model = [...(field.anyOf ?? []), ...(field.oneOf ?? [])].find((branch: Node) => typeof branch.$ref === 'string');
  const object = { $ref: model?.$ref ?? `#/components/schemas/${JSON_OBJECT}` };
  const { description, nullable } = field;
  const text = field[JSON_TEXT] === 'object-or-text' || field[JSON_TEXT] === WHOLE_BODY ? [{ type: 'string' }] : [];
  const types = [object, ...text, ...(nullable ? [{ type: 'null' }] : [])];
  return { ...(types.length === 1 ? object : { oneOf: types }), ...(description && { description }) };
}

function rewriteTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteTypes);
  if (!node || typeof node !== 'object') return node;
  const copy: Node = {};
  for (const [key, value] of Object.entries(node)) copy[key] = rewriteTypes(value);
  if (Array.isArray(copy.type) && copy.type.includes('null')) {
    const others = copy.type.filter((t: string) => t !== 'null');
    if (others.length === 1) {
      copy.type = others[0];
      copy.nullable = true;
    }
  }
  if (typeof copy[JSON_TEXT] === 'string') return jsonTextSchema(copy);
  if (typeof copy[RESHAPE] === 'string') return reshapedSchema(copy);
  if ('const' in copy && !('enum' in copy)) {
    copy.enum = [copy.const];
    delete copy.const;
  }
  return copy;
}

/** The object schema an allOf part stands for, or undefined when it is not a plain object schema. */
function plainObject(spec: Node, part: Node): Node | undefined {
  const node = resolveRef(spec, part);
  if (node.allOf) return mergeAllOf(spec, node);
  if (node.oneOf || node.anyOf || (node.type && node.type !== 'object') || !node.properties) return undefined;
  return node;
}

function mergeAllOf(spec: Node, node: Node): Node | undefined {
  const parts = (node.allOf as Node[]).map((part) => plainObject(spec, part));
  if (parts.some((part) => !part)) return undefined;
  const { allOf: _, ...rest } = node;
  const merged: Node = { ...rest, type: 'object', properties: {}, required: [] };
  for (const part of parts as Node[]) {
    Object.assign(merged.properties, part.properties);
    merged.required.push(...(part.required ?? []).filter((name: string) => !merged.required.includes(name)));
  }
  if (!merged.required.length) delete merged.required;
  return merged;
}

function flattenAllOf(spec: Node, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => flattenAllOf(spec, item));
  if (!node || typeof node !== 'object') return node;
  const copy: Node = {};
  for (const [key, value] of Object.entries(node)) copy[key] = flattenAllOf(spec, value);
  return (Array.isArray(copy.allOf) && mergeAllOf(spec, copy)) || copy;
}

/** The one model every JSON-text field refers to, so orval writes a single `JsonObject` type for them. */
const JSON_OBJECT = 'JsonObject';
const jsonObjectModel = {
  type: 'object',
  additionalProperties: true,
  description: "A JSON object: what a JSON-text field (sent as text) is for the SDK's callers.",
};

/** The maps a reshaped reply list (`x-dsm-reshape`) is for the SDK's callers, one model each. */
const RESHAPED_MODELS: Record<string, [name: string, model: Node]> = {
  'name-value-map': [
    'NameValueMap',
    {
      type: 'object',
      additionalProperties: { type: 'string', nullable: true },
      description: "Values by name: a list of name/value entries (the visitor's cookies) as the SDK gives it.",
    },
  ],
  'by-language': [
    'ValuesByLanguage',
    {
      type: 'object',
      additionalProperties: { $ref: '#/components/schemas/NameValueMap' },
      description: 'Values by language, then by name: items of language, name and value (environment data) as the SDK gives them.',
    },
  ],
};

function reshapedSchema(field: Node): Node {
  const entry = RESHAPED_MODELS[field[RESHAPE]];
  if (!entry) throw new Error(`Unknown ${RESHAPE} '${field[RESHAPE]}'.`);
  return { $ref: `#/components/schemas/${entry[0]}`, ...(field.description && { description: field.description }) };
}

/**
 * An `anyOf`/`oneOf` of enumerations whose value names repeat (a login mode by number or by name:
 * `default: 0` and `default: 'default'`) becomes one enumeration of all their values, named by orval.
 * Orval otherwise merges the enumerations' constant objects, the later name wins and the numbers drop out
 * of the type. Where the names are unique, orval's merge is right and stays.
 */
function mergeClashingEnumChoices(spec: Node, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => mergeClashingEnumChoices(spec, item));
  if (!node || typeof node !== 'object') return node;
  const copy: Node = {};
  for (const [key, value] of Object.entries(node)) copy[key] = mergeClashingEnumChoices(spec, value);
  const parts: Node[] | undefined = copy.anyOf ?? copy.oneOf;
  if (!parts || parts.length < 2) return copy;
  const enums = parts.map((part) => resolveRef(spec, part));
  if (!enums.every((part) => Array.isArray(part?.enum))) return copy;
  const names = enums.flatMap((part) => part['x-enum-varnames'] ?? []);
  if (new Set(names).size === names.length) return copy;
  const { anyOf: _a, oneOf: _o, ...rest } = copy;
  return { ...rest, enum: enums.flatMap((part) => part.enum) };
}

/** Each operation's `requestBody: { $ref }` replaced by the request body it names; the shared ones dropped. */
function inlineRequestBodies(spec: Node): Node {
  const paths: Node = {};
  for (const [path, item] of Object.entries<Node>(spec.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [
        method,
        operation?.requestBody ? { ...operation, requestBody: resolveRef(spec, operation.requestBody) } : operation,
      ]),
    );
  }
  const { requestBodies: _, ...components } = spec.components ?? {};
  return { ...spec, paths, components };
}

export const forOrval = <T>(spec: T): T => {
  const rewritten = rewriteTypes(inlineRequestBodies(spec as Node)) as Node;
  rewritten.components.schemas[JSON_OBJECT] = jsonObjectModel;
  for (const [name, model] of Object.values(RESHAPED_MODELS)) rewritten.components.schemas[name] = model;
  const typed = mergeClashingEnumChoices(rewritten, rewritten) as Node;
  return flattenAllOf(typed, typed) as T;
};
