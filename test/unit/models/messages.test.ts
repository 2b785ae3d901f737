/** The platform's message catalogues: word for word, complete against the contract's codes, unknown codes handled. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CREATION_PROGRESS_MESSAGES,
  CONTACT_IMPORT_ERROR_MESSAGES,
  DATABASE_UPLOAD_STATE_MESSAGES,
  DOCUMENT_IMPORT_STATE_MESSAGES,
  DOCUMENT_REPLACE_STATE_MESSAGES,
  DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES,
  IMAGE_IMPORT_STATE_MESSAGES,
  TEMPLATE_IMPORT_ERROR_MESSAGES,
  campaignCreationMessage,
  contactImportErrorMessage,
  contactImportProgressMessage,
  mailLogMessage,
  stateMessage,
  templateImportErrorMessage,
  templateImportProgressMessage,
} from '../../../src/messages/index.js';

const schemas = (
  JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, { enum: number[] }> };
  }
).components.schemas;

const mail = { FromAddress: 'news@shop.example', ToAddress: 'erika@example.org', Subject: 'Summer', MailServerTemplate: 'Newsletter' };

describe('mail log messages', () => {
  it.each([
    [{ code: 0, errorMessage: 'boom' }, 'Unknown error: boom'],
    [
      { code: 1, errorMessage: 'timeout', json: mail },
      "Could not send e-mail from 'news@shop.example' to 'erika@example.org' with subject 'Summer' using template 'Newsletter': timeout",
    ],
    [
      { code: 2, errorMessage: '550 rejected', json: mail },
      "Could not send e-mail from 'news@shop.example' to 'erika@example.org' with subject 'Summer' using mail 'Newsletter': 550 rejected",
    ],
    [
      { code: 3, json: mail },
      "E-Mail from 'news@shop.example' to 'erika@example.org' with subject 'Summer' using mail 'Newsletter' has been sent.",
    ],
    [
      { code: 3, json: JSON.stringify(mail) },
      "E-Mail from 'news@shop.example' to 'erika@example.org' with subject 'Summer' using mail 'Newsletter' has been sent.",
    ],
    [{ code: 9, errorMessage: 'odd' }, 'Unknown error: odd'],
  ] as const)('%j reads %j', (entry, text) => {
    expect(mailLogMessage(entry as Parameters<typeof mailLogMessage>[0])).toBe(text);
  });
});

describe('campaign creation messages', () => {
  it('covers every progress step of the contract, 0 to 19', () => {
    expect(Object.keys(CAMPAIGN_CREATION_PROGRESS_MESSAGES).map(Number)).toEqual(schemas.CampaignCreationProgress!.enum);
    expect(campaignCreationMessage(0)).toBe('started');
    expect(campaignCreationMessage(14)).toBe('writing jQuery themes');
    expect(campaignCreationMessage(19)).toBe('finished');
    expect(campaignCreationMessage(17)).toBe('Unknown message: 17');
  });
});

describe('template import messages', () => {
  it('uses the platform’s words where it gives them and knows every code of the contract', () => {
    expect(Object.keys(TEMPLATE_IMPORT_ERROR_MESSAGES).map(Number)).toEqual(schemas.CampaignTemplateImportErrorCode!.enum);
    expect(templateImportErrorMessage(2)).toBe('Could not find status. Please try to upload again.');
    expect(templateImportErrorMessage(6)).toBe('Could not find info.bin file. Maybe this is not a campaign template.');
    expect(templateImportErrorMessage(77)).toBe('Unknown error.');
    expect(templateImportProgressMessage(0)).toBe('Import started');
    expect(templateImportProgressMessage(40)).toBe('Unknown state.');
  });
});

describe('contact import messages', () => {
  it('fills {details} and uses the platform’s words', () => {
    expect(Object.keys(CONTACT_IMPORT_ERROR_MESSAGES).map(Number)).toEqual(schemas.ContactImportErrorCode!.enum);
    expect(contactImportErrorMessage(1)).toBe('Unknown error. Please contact the support.');
    expect(contactImportErrorMessage(3, ['404'])).toBe('Could not download the data file: 404');
    expect(contactImportErrorMessage(4, ['row 3', 'row 9'])).toBe('Could not import contacts: row 3, row 9');
    expect(contactImportErrorMessage(5)).toBe('Could not load the status.');
    expect(contactImportErrorMessage(42)).toBe('Unknown error. Please contact the support.');
    expect(contactImportProgressMessage(0)).toBe('Preparing import job');
  });
});

describe('replace, import, image and template state messages', () => {
  it.each([
    ['CampaignDocumentReplaceState', DOCUMENT_REPLACE_STATE_MESSAGES],
    ['CampaignDocumentImportState', DOCUMENT_IMPORT_STATE_MESSAGES],
    ['ImageImportState', IMAGE_IMPORT_STATE_MESSAGES],
    ['DocumentTemplateImportState', DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES],
    ['DatabaseUploadState', DATABASE_UPLOAD_STATE_MESSAGES],
  ] as const)('%s: one text per state of the contract', (schema, table) => {
    expect(
      Object.keys(table)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...schemas[schema]!.enum].sort((a, b) => a - b));
  });

  it('the platform’s texts, and Unknown state. for anything else', () => {
    expect(stateMessage(DOCUMENT_REPLACE_STATE_MESSAGES, 1000)).toBe('Could not find status. Please retry.');
    expect(stateMessage(IMAGE_IMPORT_STATE_MESSAGES, 1001)).toBe('User interaction needed. Please send your decisions.');
    expect(stateMessage(DOCUMENT_TEMPLATE_IMPORT_STATE_MESSAGES, 1001)).toBe('User interaction needed. Please send your decisions.');
    expect(stateMessage(DOCUMENT_IMPORT_STATE_MESSAGES, 102)).toBe(
      "Could not find document xml. The docml file name must be 'document.xml'.",
    );
    expect(stateMessage(DOCUMENT_IMPORT_STATE_MESSAGES, 103)).toBe(
      'Could not create campaign. A campaign with the provided name already exists.',
    );
    expect(stateMessage(IMAGE_IMPORT_STATE_MESSAGES, 7)).toBe('Unknown state.');
    expect(stateMessage(DOCUMENT_REPLACE_STATE_MESSAGES, -1)).toBe('Unknown state.');
  });
});
