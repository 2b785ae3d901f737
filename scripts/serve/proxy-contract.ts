/**
 * The lean contract as Prism's validating proxy reads it (the sandbox behind it answers every request, so
 * Prism never answers from an example): without examples, and with every `$ref` written out where it points,
 * as Prism itself would resolve it, so only the security schemes stay under components. Prism resolves and
 * walks the whole document twice while it starts; with fewer nodes and no references to follow it starts
 * sooner, and validates against the very same schemas. A contract whose references loop or leave the
 * document, or that maps a discriminator to schema names, keeps its references and components.
 */
import { pointedAt } from '../../src/operations/contract-ref.js';
import { DATA, type Json, NAME_MAPS } from './contract-keywords.js';

type JsonObject = { [key: string]: Json };

/** A reference that cannot be written out in place. */
class KeptReference extends Error {}

export function proxyContract(lean: JsonObject): Json {
  try {
    const { components, ...rest } = lean as { components?: JsonObject };
    const written = writtenOut(rest as JsonObject, lean, false, []) as JsonObject;
    return { ...written, components: components?.securitySchemes ? { securitySchemes: components.securitySchemes } : {} };
  } catch (error) {
    if (!(error instanceof KeptReference)) throw error;
    return writtenOut(lean, lean, false, undefined);
  }
}

/**
 * `node` without examples; with its references written out unless `followed` is undefined, `followed` being
 * the references being written out around it (a reference among them loops).
 */
function writtenOut(node: Json, document: JsonObject, names: boolean, followed: string[] | undefined): Json {
  if (Array.isArray(node)) return node.map((item) => writtenOut(item, document, false, followed));
  if (node === null || typeof node !== 'object') return node;
  if (!names && followed && 'discriminator' in node) throw new KeptReference();
  if (!names && followed && typeof node.$ref === 'string') {
    const { $ref: ref, ...beside } = node;
    if (followed.includes(ref)) throw new KeptReference();
    const target = writtenOut(pointedAtOrKept(document, ref), document, false, [...followed, ref]);
    // As Prism's resolver does: keywords beside a `$ref` win over those of the schema it points to.
    return target !== null && typeof target === 'object' && !Array.isArray(target)
      ? { ...(writtenOut(beside, document, false, followed) as JsonObject), ...withoutKeys(target, Object.keys(beside)) }
      : target;
  }
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (!names && (key === 'example' || key === 'examples')) continue;
    result[key] =
      !names && DATA.has(key) ? value : writtenOut(value, document, !names && NAME_MAPS.has(key) && !Array.isArray(value), followed);
  }
  return result;
}

function withoutKeys(object: JsonObject, keys: string[]): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

/** What a local JSON pointer points to in `document` (the project's one pointer reader); kept when it cannot be followed. */
function pointedAtOrKept(document: JsonObject, ref: string): Json {
  const node = pointedAt(document, ref);
  if (node === undefined) throw new KeptReference();
  return node as Json;
}
