/** Connection settings → SDK configuration, their checks, key redaction, routes and the query's columns. */
import { describe, expect, it } from 'vitest';
import { loadConsoleConfig, parseConsoleConfig } from '../src/app/console-config';
import { detailFromHash, routeFromHash } from '../src/app/routes';
import { describeTarget, emptySettings, initialSettings, settingsProblems, toDsmConfig } from '../src/connection/connection-settings';
import { redactKeys } from '../src/shared/redact';
import { columnsFor } from '../src/contacts/query-model';

const settings = {
  ...emptySettings(),
  targetSystem: 'Campaigns.example.org/portal',
  protocol: 'http' as const,
  port: '8080',
  publicKey: 'pk-1',
  privateKey: 'sk-secret',
};

describe('connection settings', () => {
  it('through a signing forwarder: the served proxy, no key in the page, unsigned calls', async () => {
    const config = parseConsoleConfig({
      target: { targetSystem: '127.0.0.1', protocol: 'http', port: 4010 },
      mock: true,
      proxy: 'http://127.0.0.1:4010',
    });
    const through = initialSettings(config);
    expect([through.privateKey, through.adminPrivateKey]).toEqual(['', '']);
    expect(toDsmConfig(through)).toEqual({ proxy: 'http://127.0.0.1:4010' });
    expect(settingsProblems(through)).toEqual([]);
    expect(describeTarget(through)).toBe('the signing forwarder at http://127.0.0.1:4010');
    expect(settingsProblems({ ...through, proxy: 'not a url' })).toHaveLength(1);
  });

  it('become the SDK configuration', () => {
    expect(toDsmConfig({ ...settings, designerMode: true, customerId: '7', campaignName: 'Summer' })).toEqual({
      targetSystem: 'Campaigns.example.org/portal',
      protocol: 'http',
      port: 8080,
      publicKey: 'pk-1',
      privateKey: 'sk-secret',
      adminPublicKey: null,
      adminPrivateKey: null,
      sourcePublicKey: null,
      designer: { customerId: 7, campaignName: 'Summer' },
    });
    expect(toDsmConfig({ ...settings, port: '' }).port).toBeNull();
  });
  it('are checked with messages that never contain a key', () => {
    const problems = settingsProblems({ ...settings, targetSystem: 'https://x', port: 'eighty', privateKey: '' });
    expect(problems).toEqual([
      'Enter the target system without the protocol; choose the protocol below.',
      'The port must be a number.',
      'Enter both the public and the private key, or neither (unsigned).',
    ]);
    expect(problems.join(' ')).not.toContain('pk-1');
  });
  it('are refused where the SDK refuses them, with its words and without a key', () => {
    for (const targetSystem of ['ｅｖｉｌ.test', '127.1', 'host:8443', 'a{id}.test']) {
      const problems = settingsProblems({ ...settings, targetSystem });
      expect(problems, targetSystem).toHaveLength(1);
      expect(problems.join(' ')).not.toContain('sk-secret');
    }
    expect(settingsProblems(settings)).toEqual([]);
  });
  it('describe the target without keys', () => {
    expect(describeTarget(settings)).toBe('http://Campaigns.example.org:8080/portal');
  });
  it('start on the served mock with generated demo keys, or unconnected', () => {
    const mock = initialSettings(parseConsoleConfig({ target: { targetSystem: '127.0.0.1', protocol: 'http', port: 4010 }, mock: true }));
    expect(mock).toMatchObject({ targetSystem: '127.0.0.1', protocol: 'http', port: '4010' });
    expect(mock.privateKey).toMatch(/^demo-priv-[0-9a-f]{24}$/);
    expect(initialSettings(parseConsoleConfig(null))).toEqual({ ...emptySettings() });
  });
  it('start on the served sandbox with the keys it checks; incomplete keys fall back to demo keys', () => {
    const keys = { publicKey: 'sb-pub', privateKey: 'sb-priv', adminPublicKey: 'sb-admin-pub', adminPrivateKey: 'sb-admin-priv' };
    const target = { targetSystem: '127.0.0.1', protocol: 'http', port: 4010 };
    expect(initialSettings(parseConsoleConfig({ target, mock: true, keys }))).toMatchObject(keys);
    const incomplete = initialSettings(parseConsoleConfig({ target, mock: true, keys: { ...keys, adminPrivateKey: '' } }));
    expect(incomplete.publicKey).toMatch(/^demo-pub-[0-9a-f]{24}$/);
    expect(parseConsoleConfig({ target, mock: false, keys }).keys).toBeNull();
  });
});

describe('redactKeys', () => {
  it('replaces every configured key, the longest first', () => {
    const s = { ...settings, adminPrivateKey: 'sk-secret-admin' };
    expect(redactKeys('a sk-secret-admin b sk-secret c pk-1', s)).toBe('a $DSM_ADMIN_PRIVATE_KEY b $DSM_PRIVATE_KEY c $DSM_PUBLIC_KEY');
  });
});

describe('routes', () => {
  it('read the screen and its detail from the hash', () => {
    expect(routeFromHash('#/explorer/contactsGet')).toBe('explorer');
    expect(detailFromHash('#/explorer/contactsGet')).toBe('contactsGet');
    expect(routeFromHash('#/nowhere')).toBe('contacts');
  });
});

describe('query columns', () => {
  it('ask for * when every column is chosen, else the chosen ones with the id first', () => {
    expect(columnsFor(['a', 'b', 'dsm_CustomerId'], ['dsm_CustomerId', 'a', 'b'])).toEqual([{ columnName: '*' }]);
    expect(columnsFor(['b'], ['dsm_CustomerId', 'a', 'b'])).toEqual([{ columnName: 'dsm_CustomerId' }, { columnName: 'b' }]);
  });
});

describe('loadConsoleConfig', () => {
  const config = { target: { targetSystem: '127.0.0.1', protocol: 'http', port: 4010 }, mock: true };
  const noFetch = (() => Promise.reject(new Error('asked again'))) as unknown as typeof fetch;

  it('takes the answer index.html asked for, without asking again', async () => {
    expect(await loadConsoleConfig(noFetch, Promise.resolve(config))).toMatchObject({ target: config.target, mock: true });
  });

  it('starts unconnected when that answer was missing or unreadable', async () => {
    expect(await loadConsoleConfig(noFetch, Promise.resolve(null))).toMatchObject({
      target: { targetSystem: '', port: null },
      mock: false,
    });
  });

  it('asks for console-config.json itself when index.html did not', async () => {
    const fetched = (async () => new Response(JSON.stringify(config))) as unknown as typeof fetch;
    expect(await loadConsoleConfig(fetched, undefined)).toMatchObject({ target: config.target, mock: true });
  });
});
