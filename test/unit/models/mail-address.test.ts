/** The mail-address parser: the parts and the platform's error types, the one the sandbox uses too. */
import { describe, expect, it } from 'vitest';
import { DashboardStatisticsName, MailAddressErrorType, mailAddressError, parseMailAddress } from '../../../src/index.js';
import { mailAddress } from '../../../src/sandbox/values.js';

describe('parseMailAddress', () => {
  it('splits a valid address', () => {
    expect(parseMailAddress('erika@example.com')).toEqual({
      localPart: 'erika',
      domainPart: 'example.com',
      errorType: MailAddressErrorType.none,
      value: 'erika@example.com',
    });
  });

  it.each([
    ['erika.example.com', MailAddressErrorType.noAtSign],
    ['a@b@c', MailAddressErrorType.tooManyAtSigns],
    ['@example.com', MailAddressErrorType.noLocalPart],
    ['erika@', MailAddressErrorType.noDomainPart],
  ])('%s: error %i', (text, error) => {
    expect(mailAddressError(text)).toBe(error);
    expect(parseMailAddress(text).errorType).toBe(error);
  });

  it('is the sandbox’s parser', () => {
    expect(mailAddress).toBe(parseMailAddress);
  });
});

describe('the dashboard statistics names', () => {
  it('are the platform client’s special data relation names', () => {
    expect(DashboardStatisticsName).toEqual({ device: 'DASHBOARD_DEVICE_STATISTICS', browser: 'DASHBOARD_BROWSER_STATISTICS' });
  });
});
