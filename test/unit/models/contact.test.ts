import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newContact } from '../../../src/models/index.js';

const contract = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
const contactFields = Object.keys(contract.components.schemas.Contact?.properties ?? {});

const SET_FIELDS: Record<string, unknown> = {
  dsm_CustomerId: 0,
  dsm_BatchId: 2,
  lpLogin: '',
  state: 0,
  rating: 0,
  preferredChannel: 0,
  jobCategory: 0,
  creationSource: 0,
  companyEmployees: 0,
  doubleOptIn: false,
};
/** Set by the server and not nullable in the contract. */
const SERVER_FIELDS = ['createdOn', 'lastUpdate'];

describe('newContact', () => {
  it('reads the contract’s contact fields', () => {
    expect(contactFields.length).toBeGreaterThan(30);
    for (const field of [...Object.keys(SET_FIELDS), ...SERVER_FIELDS]) expect(contactFields).toContain(field);
  });

  it.each(Object.entries(SET_FIELDS))('sets %s to %j', (field, value) => {
    expect(newContact()[field]).toStrictEqual(value);
  });

  it.each(contactFields.filter((field) => !(field in SET_FIELDS) && !SERVER_FIELDS.includes(field)))('sets %s to null', (field) => {
    const contact = newContact();
    expect(field in contact).toBe(true);
    expect(contact[field]).toBeNull();
  });

  it('leaves out the server-set fields and adds none the contract lacks', () => {
    const keys = Object.keys(newContact());
    for (const field of SERVER_FIELDS) expect(keys).not.toContain(field);
    expect(keys.sort()).toEqual(contactFields.filter((field) => !SERVER_FIELDS.includes(field)).sort());
  });

  it('returns a fresh object each time', () => {
    const first = newContact();
    first.firstName = 'Anna';
    expect(newContact().firstName).toBeNull();
  });
});
