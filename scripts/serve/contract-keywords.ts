/** What the lean contract (mock-contract.ts) and the proxy's contract (proxy-contract.ts) know of OpenAPI's keywords. */

/** Keywords whose value is data (an example, a default, allowed values): copied as it is. */
export const DATA = new Set(['example', 'default', 'enum', 'const', 'value']);
/** Keywords whose value maps names (properties, status codes, media types, …) to objects. */
export const NAME_MAPS = new Set([
  'paths',
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'content',
  'encoding',
  'mapping',
  'variables',
  'webhooks',
  'examples',
]);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
