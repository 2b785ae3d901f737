/**
 * The contact columns come from the contract (`title`, `readOnly`, the property schemas): checked against the
 * platform's column table (specification 3.1, written out here by hand) and against the bundled contract.
 */
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../../../scripts/generate/contract.js';
import { contactColumnFacts } from '../../../scripts/generate/generate-contact-columns.js';
import { CONTACT_COLUMNS } from '../../../src/models/column-model.js';

/** Specification 3.1: column, type, editable ("read-only" = false), in the documented order. */
const SPEC_TABLE: readonly [string, string, boolean][] = [
  ['dsm_CustomerId', 'integer', false],
  ['lpLogin', 'string', false],
  ['eMail', 'mailAddress', true],
  ...(['salutation', 'firstName', 'lastName'].map((n) => [n, 'string', true]) as [string, string, boolean][]),
  ['gender', 'gender', true],
  ...(['birthday', 'renewalDate', 'optInDate'].map((n) => [n, 'nullableDate', true]) as [string, string, boolean][]),
  ['companyName', 'string', true],
  ['companyEmployees', 'select', true],
  ['country', 'country', true],
  ['language', 'language', true],
  ...(['phone', 'mobilePhone', 'fax'].map((n) => [n, 'string', true]) as [string, string, boolean][]),
  ['pictureUrl', 'pictureUrl', true],
  ...(['street1', 'street2', 'zipCode', 'city', 'stateProvince'].map((n) => [n, 'string', true]) as [string, string, boolean][]),
  ['state', 'select', true],
  ['rating', 'select', true],
  ['preferredChannel', 'select', true],
  ['optIn', 'nullableBoolean', true],
  ['optOut', 'nullableBoolean', true],
  ['doubleOptIn', 'boolean', true],
  ['optInSource', 'string', true],
  ['jobTitle', 'string', true],
  ['jobLevel', 'nullableInteger', true],
  ['jobCategory', 'select', true],
  ['dsm_BatchId', 'integer', false],
  ['ownerUserGroupId', 'nullableInteger', true],
  ['creationSource', 'select', true],
  ...(['internal1', 'internal2', 'internal3'].map((n) => [n, 'string', true]) as [string, string, boolean][]),
  ['createdOn', 'date', false],
  ['lastUpdate', 'date', false],
];

const bundle = loadBundle();
const contact = bundle.components.schemas.Contact;

describe('the contact columns from the contract', () => {
  it('gives every Contact property a title', () => {
    const untitled = Object.entries<Record<string, unknown>>(contact.properties).filter(([, p]) => typeof p.title !== 'string');
    expect(untitled.map(([name]) => name)).toEqual([]);
    expect(CONTACT_COLUMNS.map((c) => c.title)).toEqual(Object.values<Record<string, unknown>>(contact.properties).map((p) => p.title));
  });

  it("has the specification's columns, types and editable set", () => {
    expect(CONTACT_COLUMNS.map((c) => [c.name, c.type, c.editable])).toEqual(SPEC_TABLE);
    expect(new Set(CONTACT_COLUMNS.filter((c) => c.editable).map((c) => c.name))).toEqual(
      new Set(SPEC_TABLE.filter(([, , editable]) => editable).map(([name]) => name)),
    );
  });

  it('marks the read-only columns `readOnly` on Contact, and not on ContactInput (the client sends them back)', () => {
    const readOnly = (schema: Record<string, any>) =>
      Object.entries<Record<string, unknown>>(schema.properties).flatMap(([name, p]) => (p.readOnly === true ? [name] : []));
    expect(readOnly(contact)).toEqual(SPEC_TABLE.filter(([, , editable]) => !editable).map(([name]) => name));
    expect(readOnly(bundle.components.schemas.ContactInput)).toEqual([]);
  });

  it("gives a select column its enumeration's labels", () => {
    const employees = CONTACT_COLUMNS.find((c) => c.name === 'companyEmployees');
    expect(employees?.options).toMatchObject({ 0: 'Unknown', 5: 'Enterprise (>1000)' });
  });

  it('refuses a column without a title, or one whose type it cannot tell', () => {
    const withContact = (properties: Record<string, unknown>) => ({
      components: { schemas: { Contact: { type: 'object', properties } } },
    });
    expect(() => contactColumnFacts(withContact({ x: { type: 'string' } }))).toThrow(/needs a title/);
    expect(() => contactColumnFacts(withContact({ x: { title: 'X', type: 'array' } }))).toThrow(/x-dsm-column-type/);
    expect(() => contactColumnFacts(withContact({ x: { title: 'X', type: 'string', 'x-dsm-column-type': 'colour' } }))).toThrow(
      /can only be/,
    );
  });
});
