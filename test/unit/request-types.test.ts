/**
 * A typo in a request body is a compile error and a refusal. Every object a request body reaches that
 * names its fields is closed (`additionalProperties: false`), so the generated types carry no open index
 * signature; an object that is open by nature (a map) is a named schema that says so. The
 * `@ts-expect-error` lines below are checked by `npm run typecheck`: each must stay an error.
 */
import { describe, expect, inject, it } from 'vitest';
import { listOperations, loadBundle, resolve } from '../../scripts/generate/contract.js';
import { createDsmClient } from '../support/full-client.js';
import { contactsInsert } from '../../generated/functions/contacts.js';
import { useContactsInsert } from '../../generated/hooks/contacts.js';
import { impositionsViewModelJson, impositionsViewModelXml } from '../../generated/functions/impositions.js';

const bundle = loadBundle(inject('bundlePath'));

/** Open by nature: the login placeholder is any object; the server ignores it (the keys identify the caller). */
const OPEN_WITH_FIELDS = new Set(['#/components/schemas/LoginPlaceholder']);

interface OpenObject {
  where: string;
  named: boolean;
  hasFields: boolean;
}

/** Calls `visit` on every schema object `roots` reach (each named schema once), with where it sits. */
function reach(roots: unknown[], visit: (schema: Record<string, any>, where: string, named: boolean) => void): void {
  const seen = new Set<string>();
  const walk = (node: unknown, where: string, named: boolean): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`, false));
    const schema = node as Record<string, any>;
    if (typeof schema.$ref === 'string') {
      if (seen.has(schema.$ref)) return;
      seen.add(schema.$ref);
      return walk(resolve(bundle, schema), schema.$ref, schema.$ref.startsWith('#/components/schemas/'));
    }
    visit(schema, where, named);
    for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`, false);
  };
  roots.forEach((root, i) => walk(root, `#${i}`, false));
}

const operations = listOperations(bundle);
const requestBodies = operations.map((operation) => operation.raw.requestBody);
const replies = operations.map((operation) => operation.raw.responses);

/** Every object schema with an open index signature that a request body reaches. */
function openObjectsOfRequests(): OpenObject[] {
  const found: OpenObject[] = [];
  reach(requestBodies, (schema, where, named) => {
    const extra = schema.additionalProperties;
    if (extra !== undefined && extra !== false) found.push({ where, named, hasFields: Object.keys(schema.properties ?? {}).length > 0 });
  });
  return found;
}

/** Named models with fields that only requests use, and whether each refuses other fields. */
function requestOnlyModels(): { where: string; closed: boolean }[] {
  const inReplies = new Set<string>();
  const composed = new Set<string>();
  reach(replies, (_schema, where) => inReplies.add(where));
  const models: { where: string; closed: boolean }[] = [];
  reach(requestBodies, (schema, where, named) => {
    for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) if (part.$ref) composed.add(part.$ref);
    if (named && schema.properties && !inReplies.has(where)) models.push({ where, closed: schema.additionalProperties === false });
  });
  // A model that is a part of an allOf/anyOf cannot refuse the other parts' fields, so it stays as it is.
  return models.filter((model) => !composed.has(model.where));
}

describe('request bodies', () => {
  const open = openObjectsOfRequests();

  it('name their fields without an open index signature', () => {
    const openWithFields = open.filter((o) => o.hasFields && !OPEN_WITH_FIELDS.has(o.where)).map((o) => o.where);
    expect(openWithFields).toEqual([]);
  });

  it('refuse other fields wherever a model is only sent, never answered', () => {
    const models = requestOnlyModels();
    expect(models.length).toBeGreaterThan(100);
    expect(models.filter((model) => !model.closed && !OPEN_WITH_FIELDS.has(model.where)).map((model) => model.where)).toEqual([]);
  });

  it('are open only as named maps', () => {
    expect(open.filter((o) => !o.named).map((o) => o.where)).toEqual([]);
    expect(open.map((o) => o.where)).toContain('#/components/schemas/NamedValues');
  });

  it('the contact insert body is closed and the reply contact stays open for additional columns', () => {
    const insert = operations.find((o) => o.operationId === 'contactsInsert')!;
    const body = resolve(bundle, resolve(bundle, insert.raw.requestBody).content['application/json'].schema);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties).toHaveProperty('firstName');
    expect(bundle.components.schemas.Contact.additionalProperties).toBe(true);
  });
});

/** Type-level only (never run): a misspelt contact field does not compile on any surface. */
export function misspeltFieldsDoNotCompile(): void {
  const client = createDsmClient({ targetSystem: 'campaigns.example.org' });
  void client.call('contactsInsert', { body: { firstName: 'Erika' } });
  // @ts-expect-error `fristName` is not a contact field
  void client.call('contactsInsert', { body: { fristName: 'x' } });
  void contactsInsert({ firstName: 'Erika' }, { client });
  // @ts-expect-error `fristName` is not a contact field
  void contactsInsert({ fristName: 'x' }, { client });
  const insert = useContactsInsert();
  insert.mutate({ data: { firstName: 'Erika' } });
  // @ts-expect-error `fristName` is not a contact field
  insert.mutate({ data: { fristName: 'x' } });
  // The JSON layout is an object or its JSON text on every surface; any other type is refused.
  const layoutText = '{ "columns": 2 }';
  void client.call('impositionsViewModelJson', { body: layoutText });
  void client.call('impositionsViewModelJson', { body: { columns: 2 } });
  void impositionsViewModelJson(layoutText, { client });
  void client.raw.POST('/api/impositions/viewmodel/json', { body: layoutText });
  // @ts-expect-error a layout is an object or JSON text, not a number
  void client.call('impositionsViewModelJson', { body: 2 });
  const xml = '<imposition sheetWidth="320"/>';
  void client.call('impositionsViewModelXml', { body: { imposition: xml } });
  // @ts-expect-error the XML view model takes the platform's client's model `{ imposition }`, not `xml`
  void client.call('impositionsViewModelXml', { body: { type: 0, xml } });
  // @ts-expect-error `sendWithAdminKeys` is not part of that model
  void impositionsViewModelXml({ imposition: xml, sendWithAdminKeys: true }, { client });
  void client.raw.POST('/api/impositions/viewmodel/xml', { body: { imposition: xml } });
  // @ts-expect-error `impostion` is misspelt
  void client.raw.POST('/api/impositions/viewmodel/xml', { body: { impostion: xml } });
}
