import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LP_LOGIN_MODE_LABELS,
  COMPANY_EMPLOYEES_LABELS,
  CONTACT_RATING_LABELS,
  CONTACT_STATE_LABELS,
  CREATION_SOURCE_LABELS,
  JOB_CATEGORY_LABELS,
  PREFERRED_CHANNEL_LABELS,
  type SelectLabels,
} from '../../../src/models/index.js';

interface EnumSchema {
  enum: number[];
  'x-enum-descriptions'?: string[];
}
const schemas = (
  JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, EnumSchema> };
  }
).components.schemas;

/** The labels as the platform's documentation lists them, with the contract schema of each select. */
const TABLE: [string, SelectLabels, Record<number, string>][] = [
  [
    'CompanyEmployees',
    COMPANY_EMPLOYEES_LABELS,
    { 0: 'Unknown', 1: 'Micro (1-10)', 2: 'Small (11-50)', 3: 'Medium (51-250)', 4: 'Large (251-1000)', 5: 'Enterprise (>1000)' },
  ],
  ['ContactState', CONTACT_STATE_LABELS, { 0: 'Unknown', 1: 'Lead', 2: 'Contact', 3: 'Customer' }],
  ['ContactRating', CONTACT_RATING_LABELS, { 0: 'Cold', 1: 'Warm', 2: 'Hot' }],
  ['PreferredChannel', PREFERRED_CHANNEL_LABELS, { 0: 'None', 1: 'Print', 2: 'EMail', 3: 'Phone', 4: 'Sms' }],
  [
    'JobCategory',
    JOB_CATEGORY_LABELS,
    {
      0: 'Unknown',
      1: 'HumanResources',
      2: 'IT',
      3: 'R&D',
      4: 'Sales',
      5: 'Finance',
      6: 'Production',
      7: 'Logistic',
      8: 'Marketing',
      9: 'Management',
    },
  ],
  ['CreationSource', CREATION_SOURCE_LABELS, { 0: 'Unknown', 1: 'Campaign Registration', 2: 'Database Import' }],
  ['AccountLpLoginMode', ACCOUNT_LP_LOGIN_MODE_LABELS, { 0: 'Default', 2: 'Randomize', 3: 'Secure Hash', 4: 'Columns Plus Random Number' }],
];

describe.each(TABLE)('%s labels', (schemaName, labels, seedLabels) => {
  it('are the platform’s labels', () => {
    expect(labels).toEqual(seedLabels);
  });

  it('label every value of the contract’s enum and nothing else', () => {
    const schema = schemas[schemaName];
    expect(schema).toBeDefined();
    expect(
      Object.keys(labels)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(schema!.enum);
  });

  it('agree with the contract’s enum descriptions, where it has them', () => {
    const descriptions = schemas[schemaName]!['x-enum-descriptions'];
    if (!descriptions) return;
    expect(schemas[schemaName]!.enum.map((value) => labels[value])).toEqual(descriptions);
  });
});
