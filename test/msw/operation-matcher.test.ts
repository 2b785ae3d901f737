/** Which operation an MSW handler answers: exact case and method, literal before parameter, any directory. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mockedOperations } from '../../generated/msw/operations.js';
import { listOperations, loadBundle } from '../../scripts/generate/contract.js';
import { MSW_OPERATIONS_FILE, mswOperationsSource } from '../../scripts/generate/generate-msw.js';
import { operationExamples } from '../../scripts/generate/operation-examples.js';
import { OperationMatcher } from '../../src/msw/operation-matcher.js';

const bundle = loadBundle();
const matcher = new OperationMatcher(mockedOperations);
const BASE = 'http://127.0.0.1:9/portal';
const operationAt = (method: string, path: string, baseUrl?: string) => matcher.match(method, `${BASE}${path}`, baseUrl)?.operationId;

describe('generated/msw/operations.ts', () => {
  it('is what scripts/generate/generate-msw.ts makes of the committed bundle', () => {
    expect(readFileSync(MSW_OPERATIONS_FILE, 'utf8')).toBe(mswOperationsSource(bundle));
  });

  it('has every operation of the contract, with its method and path', () => {
    const operations = listOperations(bundle);
    expect(Object.keys(mockedOperations).sort()).toEqual(operations.map((op) => op.operationId).sort());
    for (const op of operations) {
      const mocked = mockedOperations[op.operationId as keyof typeof mockedOperations];
      expect({ method: mocked.method, path: mocked.path }, op.operationId).toEqual({ method: op.method.toUpperCase(), path: op.path });
    }
  });
});

describe('OperationMatcher', () => {
  it('finds every operation at its own example URL, with its path values decoded', () => {
    for (const op of listOperations(bundle)) {
      const { pathValues } = operationExamples(bundle, op);
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeURIComponent(String(pathValues.find((value) => value.name === name)!.value)),
      );
      const match = matcher.match(op.method.toUpperCase(), `${BASE}${path}`);
      expect(match, `${op.operationId} at ${path}`).toEqual({
        operationId: op.operationId,
        params: Object.fromEntries(pathValues.map(({ name, value }) => [name, String(value)])),
      });
    }
  });

  it('prefers a literal segment to a parameter, and backtracks when the literal way leads nowhere', () => {
    expect(operationAt('GET', '/api/contacts/count')).toBe('contactsCount');
    expect(operationAt('GET', '/api/contacts/25')).toBe('contactsListFrom');
    expect(operationAt('GET', '/api/contacts/count/50')).toBe('contactsListPage');
    expect(matcher.match('GET', `${BASE}/api/contacts/count/50`)?.params).toEqual({ start: 'count', size: '50' });
    expect(operationAt('GET', '/api/buckets/actions/getavailableemails')).toBe('bucketsActionsForDatabase');
    expect(operationAt('GET', '/api/buckets/17/getavailableemails')).toBe('bucketsGetAvailableEmails');
  });

  it('matches the method exactly', () => {
    expect(operationAt('GET', '/api/contacts/count')).toBe('contactsCount');
    expect(operationAt('POST', '/api/contacts/count')).toBe('contactsCountWithQuery');
    expect(operationAt('POST', '/api/contacts/delete/5012')).toBeUndefined();
  });

  it('keeps the letter case of the path', () => {
    expect(operationAt('POST', '/api/smartcampaign/validateadminkeys')).toBe('smartCampaignValidateAdminKeys');
    expect(operationAt('POST', '/api/smartcampaign/validateAdminKeys')).toBe('smartCampaignValidateAdminKeysCamelCase');
    expect(operationAt('GET', '/api/Contacts/count')).toBeUndefined();
  });

  it('keeps trailing slashes and empty segments apart', () => {
    expect(operationAt('GET', '/api/contacts/count/')).toBeUndefined();
    expect(operationAt('GET', '/api/contacts//50')).toBeUndefined();
  });

  it('matches any origin and directory, or only those below a base URL', () => {
    for (const url of ['https://demo.example.com/api/contacts/count', 'http://127.0.0.1:9/a/b/c/api/contacts/count']) {
      expect(matcher.match('GET', url)?.operationId, url).toBe('contactsCount');
    }
    expect(operationAt('GET', '/api/contacts/count', BASE)).toBe('contactsCount');
    expect(operationAt('GET', '/api/contacts/count', `${BASE}/`)).toBe('contactsCount');
    expect(matcher.match('GET', 'http://127.0.0.1:9/other/api/contacts/count', BASE)).toBeUndefined();
    expect(matcher.match('GET', 'http://127.0.0.1:9/api/contacts/count', BASE)).toBeUndefined();
    expect(matcher.match('GET', 'http://127.0.0.1:9/portal/contacts/count')).toBeUndefined();
  });

  it('ignores the query string', () => {
    expect(operationAt('GET', '/api/contacts/count?x=1#top')).toBe('contactsCount');
  });
});
