/**
 * generated/schema.ts: the contract's types by openapi-typescript (`paths` for `client.raw`, `operations`
 * for `client.call()`), trimmed of what every application would otherwise parse for nothing:
 *   - examples (they stay in openapi.json and the docs);
 *   - in `paths`, the placeholders of the methods and parameters a path does not have (`put?: never`):
 *     openapi-fetch finds a path's methods by the members present, so the types of `raw` are the same;
 *   - in `operations`, the parameters of an operation that has none are named once (`NoParameters`), the
 *     same type written 700 times before.
 */
import openapiTS, { astToString, NULL, STRING, tsRecord, tsUnion, UNKNOWN } from 'openapi-typescript';
import ts from 'typescript';
import { JSON_TEXT, RESHAPE, WHOLE_BODY } from './json-text-fields.js';

const f = ts.factory;
/** `components["schemas"]["Name"]` */
const schemaRef = (name: string) =>
  f.createIndexedAccessTypeNode(
    f.createIndexedAccessTypeNode(f.createTypeReferenceNode('components'), f.createLiteralTypeNode(f.createStringLiteral('schemas'))),
    f.createLiteralTypeNode(f.createStringLiteral(name)),
  );
const modelOf = (schema: Record<string, any>) =>
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
    .map((branch: { $ref?: unknown }) =>
      typeof branch.$ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(branch.$ref)?.[1] : undefined,
    )
    .find(Boolean);

/** What a reshaped reply list (`x-dsm-reshape`) is for the SDK's callers. */
const nameValueMap = () => tsRecord(STRING, tsUnion([STRING, NULL]));
const RESHAPED_TYPES: Record<string, () => ts.TypeNode> = {
  'name-value-map': nameValueMap,
  'by-language': () => tsRecord(STRING, nameValueMap()),
};

/**
 * A JSON-text field (`x-dsm-json-text`) is typed as what the SDK's callers give and get: an object (the
 * model of its object branch where it has one; or text too, also a whole body given as its JSON text);
 * a reshaped reply list as its map.
 */
function jsonTextType(schema: Record<string, any>): ts.TypeNode | undefined {
  if (typeof schema[RESHAPE] === 'string') {
    const reshaped = RESHAPED_TYPES[schema[RESHAPE]];
    if (!reshaped) throw new Error(`Unknown ${RESHAPE} '${schema[RESHAPE]}'.`);
    return reshaped();
  }
  const mode = schema[JSON_TEXT];
  if (!mode) return undefined;
  const model = modelOf(schema);
  const types: ts.TypeNode[] = [model ? schemaRef(model) : tsRecord(STRING, UNKNOWN)];
  if (mode === 'object-or-text' || mode === WHOLE_BODY) types.push(STRING);
  if (Array.isArray(schema.type) && schema.type.includes('null')) types.push(NULL);
  return tsUnion(types);
}

/** Object keys whose values are maps of names (a property may be called `example`): kept whole. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'paths',
  'content',
  'securitySchemes',
  'mapping',
]);

/** The contract without its examples. */
function withoutExamples(node: unknown, inNameMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutExamples(item));
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!inNameMap && (key === 'example' || key === 'examples')) continue;
    copy[key] = withoutExamples(value, !inNameMap && NAME_MAPS.has(key));
  }
  return copy;
}

/** `put?: never`: a member that only says the path has no such method (or no such parameters). */
const isPlaceholder = (member: ts.TypeElement): boolean =>
  ts.isPropertySignature(member) && !!member.questionToken && member.type?.kind === ts.SyntaxKind.NeverKeyword;

/** `parameters: { query?: never; header?: never; path?: never; cookie?: never }` */
const isEmptyParameters = (member: ts.TypeElement): boolean =>
  ts.isPropertySignature(member) &&
  ts.isIdentifier(member.name) &&
  member.name.text === 'parameters' &&
  !!member.type &&
  ts.isTypeLiteralNode(member.type) &&
  member.type.members.every(isPlaceholder);

function compactPathItem(member: ts.TypeElement): ts.TypeElement {
  if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) return member;
  const kept = member.type.members.filter((item) => !isPlaceholder(item) && !isEmptyParameters(item));
  const type = ts.factory.updateTypeLiteralNode(member.type, ts.factory.createNodeArray(kept));
  return ts.factory.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, type);
}

const NO_PARAMETERS = 'NoParameters';

/** `type NoParameters = { query?: never; header?: never; path?: never; cookie?: never }`, from the first such member. */
function noParametersAlias(parameters: ts.PropertySignature): ts.TypeAliasDeclaration {
  const comment = ' The parameters of an operation that takes none (no query, header, path or cookie values). ';
  const alias = ts.factory.createTypeAliasDeclaration(undefined, NO_PARAMETERS, undefined, parameters.type!);
  return ts.addSyntheticLeadingComment(alias, ts.SyntaxKind.MultiLineCommentTrivia, `*${comment}`, true);
}

function nameEmptyParameters(member: ts.TypeElement, found: (parameters: ts.PropertySignature) => void): ts.TypeElement {
  if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) return member;
  const members = member.type.members.map((item) => {
    if (!isEmptyParameters(item)) return item;
    found(item as ts.PropertySignature);
    const parameters = item as ts.PropertySignature;
    return ts.factory.updatePropertySignature(
      parameters,
      parameters.modifiers,
      parameters.name,
      parameters.questionToken,
      ts.factory.createTypeReferenceNode(NO_PARAMETERS),
    );
  });
  const type = ts.factory.updateTypeLiteralNode(member.type, ts.factory.createNodeArray(members));
  return ts.factory.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, type);
}

function compactPaths(nodes: ts.Node[]): ts.Node[] {
  let emptyParameters: ts.PropertySignature | undefined;
  const compacted = nodes.map((node) => {
    if (!ts.isInterfaceDeclaration(node)) return node;
    const update = (members: ts.TypeElement[]) =>
      ts.factory.updateInterfaceDeclaration(node, node.modifiers, node.name, node.typeParameters, node.heritageClauses, members);
    if (node.name.text === 'paths') return update(node.members.map(compactPathItem));
    if (node.name.text === 'operations')
      return update(node.members.map((member) => nameEmptyParameters(member, (found) => (emptyParameters ??= found))));
    return node;
  });
  return emptyParameters ? [...compacted, noParametersAlias(emptyParameters)] : compacted;
}

export async function schemaTypes(bundle: Record<string, any>): Promise<string> {
  // defaultNonNullable off: a field with a default is optional, as it is in a request body (the contract's
  // `required` says what a reply always carries).
  const ast = await openapiTS(withoutExamples(bundle) as any, { alphabetize: false, defaultNonNullable: false, transform: jsonTextType });
  return astToString(compactPaths(ast));
}
