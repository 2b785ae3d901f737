import { describe, expect, it } from 'vitest';
import * as generated from '../../../generated/defaults.js';
import {
  ACCOUNT_RESOURCES_CAMPAIGN_ID,
  DEFAULT_MAX_USERS,
  DEFAULT_QUERY_SIZE,
  DEFAULT_RENDER_BLOCK_SIZE,
  NEW_CONTACT_BATCH_ID,
  PREVIEW_PRESET_ID,
  SMTP_SERVER_DEFAULTS,
  accountCreateModel,
  campaignDeleteModel,
  defaultWhere,
  newContact,
  renderRequest,
  smtpServer,
  standardQuery,
} from '../../../src/models/index.js';
import { type ContractSchema, contractSchemas } from '../../support/contract-schemas.js';

const schemas = contractSchemas();
const constantName = (schema: string, suffix: string) => `${schema.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_${suffix}`;
const table = generated as Record<string, unknown>;

/** `{field: default}` of the properties of a schema that have one, as the contract writes them. */
function propertyDefaults(schema: ContractSchema): Record<string, unknown> {
  const entries = Object.entries<ContractSchema>(schema.properties ?? {}).filter(([, property]) => property && 'default' in property);
  return Object.fromEntries(entries.map(([field, property]) => [field, property.default]));
}
const defaultsOf = (name: string) => propertyDefaults(schemas[name]!);

describe('the generated defaults', () => {
  const withFields = Object.entries(schemas).filter(([, schema]) => Object.keys(propertyDefaults(schema ?? {})).length > 0);
  const defaulted = Object.entries(schemas).filter(([, schema]) => schema && 'default' in schema);

  it('hold every property default of the contract, per model', () => {
    expect(withFields.length).toBeGreaterThan(0);
    for (const [name, schema] of withFields) expect(table[constantName(name, 'DEFAULTS')], name).toEqual(propertyDefaults(schema));
  });

  it('hold the default of every defaulted schema', () => {
    expect(defaulted.length).toBeGreaterThan(0);
    for (const [name, schema] of defaulted) expect(table[constantName(name, 'DEFAULT')], name).toEqual(schema.default);
  });

  it('hold nothing the contract does not default', () => {
    const names = [
      ...withFields.map(([name]) => constantName(name, 'DEFAULTS')),
      ...defaulted.map(([name]) => constantName(name, 'DEFAULT')),
    ];
    expect(
      Object.keys(table)
        .filter((key) => !key.endsWith('_LOOKUPS'))
        .sort(),
    ).toEqual(names.sort());
  });

  it('hold the render preset as a plain default: no list is read for it', () => {
    expect(Object.keys(generated).filter((key) => key.endsWith('_LOOKUPS'))).toEqual([]);
    expect(generated.CAMPAIGN_RENDER_DOCUMENT_REQUEST_DEFAULTS.presetId).toBe(
      schemas.CampaignRenderDocumentRequest!.properties.presetId.default,
    );
  });
});

describe('the request-model factories use the contract’s defaults', () => {
  it('account: maxUsers and login mode unless given', () => {
    expect(accountCreateModel({ accountName: 'acme', password: 'pw' })).toEqual({
      accountName: 'acme',
      password: 'pw',
      ...defaultsOf('AccountCreateModel'),
    });
    expect(accountCreateModel({ accountName: 'acme', password: 'pw', maxUsers: 3, lpLoginMode: 2 })).toMatchObject({
      maxUsers: 3,
      lpLoginMode: 2,
    });
    expect(DEFAULT_MAX_USERS).toBe(defaultsOf('AccountCreateModel').maxUsers);
  });

  it('render: block size, cache and preset unless given, null meaning the default', () => {
    const { blockSize, enableCache, presetId } = defaultsOf('CampaignRenderDocumentRequest');
    expect(renderRequest({ campaignId: 1, documentId: 2, blockSize: null })).toMatchObject({ blockSize, enableCache, presetId });
    expect(renderRequest({ campaignId: 1, documentId: 2, blockSize: 7, enableCache: false })).toMatchObject({
      blockSize: 7,
      enableCache: false,
    });
    expect(DEFAULT_RENDER_BLOCK_SIZE).toBe(blockSize);
    expect(PREVIEW_PRESET_ID).toBe(presetId);
  });

  it('SMTP server, campaign delete and resource group', () => {
    expect(SMTP_SERVER_DEFAULTS).toEqual(defaultsOf('EmailSmtpServer'));
    expect(smtpServer({ name: 'relay', port: 587 })).toEqual({ ...defaultsOf('EmailSmtpServer'), name: 'relay', port: 587 });
    expect(campaignDeleteModel()).toEqual({ deleteEventsMode: schemas.CampaignDeleteEventsMode!.default });
    expect(campaignDeleteModel(2)).toEqual({ deleteEventsMode: 2 });
    expect(ACCOUNT_RESOURCES_CAMPAIGN_ID).toBe(defaultsOf('ResourceGroupChange').campaignId);
  });

  it('contact, query and filter row', () => {
    expect(newContact()).toMatchObject(defaultsOf('Contact'));
    expect(NEW_CONTACT_BATCH_ID).toBe(defaultsOf('Contact').dsm_BatchId);
    expect(standardQuery()).toMatchObject(defaultsOf('Query'));
    expect(DEFAULT_QUERY_SIZE).toBe(defaultsOf('Query').size);
    expect(defaultWhere()).toMatchObject(defaultsOf('QueryWhere'));
  });
});
