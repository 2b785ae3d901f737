import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CREATION_MESSAGES, campaignCreationMessage, formatMessage } from '../../../src/messages/index.js';

const schemas = (
  JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, { enum: number[]; 'x-enum-descriptions'?: string[] }> };
  }
).components.schemas;

/** The documented error codes with their documented texts, word for word, filled with the argument 'X'. */
const TABLE: [code: number, text: string][] = [
  [20, 'Unkown exception: X'],
  [21, 'Could not unzip file. Exception: X'],
  [22, 'Could not find info file. Maybe this is not a valid template.'],
  [23, 'Could not find database file. Maybe this is not a valid template.'],
  [24, "Could not register file 'X'."],
  [25, 'Could not read info file. Please contact the support.'],
  [26, 'Please set a valid campaign name. You cannot use an empty value.'],
  [27, "The campaign name 'X' is already taken. Please choose another name."],
  [28, "The design name 'X' is already taken. Please choose another name."],
  [29, 'Could not find source campaign name. Please contact the support.'],
  [30, "The campaign name 'X' contains invalid characters (like spaces or special signs). Please choose another one."],
];

describe('campaignCreationMessage', () => {
  it.each(TABLE)('code %i reads %j', (code, text) => {
    expect(campaignCreationMessage(code, ['X'])).toBe(text);
  });

  it('fills the campaign name', () => {
    expect(campaignCreationMessage(27, ['Spring Sale'])).toBe(
      "The campaign name 'Spring Sale' is already taken. Please choose another name.",
    );
  });

  it.each([16, 17, 18, 31, -1, 1000])('code %i is unknown', (code) => {
    expect(campaignCreationMessage(code, ['X'])).toBe(`Unknown message: ${code}`);
  });

  it('uses the contract’s codes and texts', () => {
    const schema = schemas.CampaignImportErrorCode;
    expect(schema).toBeDefined();
    expect(Object.keys(CAMPAIGN_CREATION_MESSAGES).map(Number)).toEqual(schema!.enum);
    expect(schema!.enum.map((code) => CAMPAIGN_CREATION_MESSAGES[code as keyof typeof CAMPAIGN_CREATION_MESSAGES])).toEqual(
      schema!['x-enum-descriptions'],
    );
  });
});

describe('formatMessage', () => {
  it.each([
    ['no placeholders', ['x'], 'no placeholders'],
    ['{0}', ['a'], 'a'],
    ['{0}-{1}-{0}', ['a', 'b'], 'a-b-a'],
    ['{1} before {0}', ['a', 'b'], 'b before a'],
    ['n={0}', [42], 'n=42'],
    ["file '{0}'", [], "file ''"],
    ["file '{0}'", [null], "file ''"],
    ['{0}{10}', ['a'], 'a'],
    ['{x} {}', ['a'], '{x} {}'],
    ['{0}', ['$&'], '$&'],
  ] as const)('%j with %j gives %j', (template, args, expected) => {
    expect(formatMessage(template, args)).toBe(expected);
  });
});
