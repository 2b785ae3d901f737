// @vitest-environment jsdom
/**
 * The host signed is exactly the host of the URL sent. A target system the URL parser would rewrite
 * (international, full-width or invisible characters, shorthand IP addresses, percent-escapes, braces,
 * a port, dot segments) is refused with a DsmConfigError before anything can be sent; one it keeps is
 * sent to, and signed for, that very host on every surface.
 */
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../../support/full-client.js';
import { resolveTarget } from '../../../src/config.js';
import { DsmConfigError } from '../../../src/errors.js';
import { RequestSigner } from '../../../src/signing/signer.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';
import { SURFACES, sendThrough } from '../../support/surfaces.js';

const keys = { publicKey: 'pub', privateKey: 'priv' };
const NOW = new Date('2026-03-01T12:00:00Z');

const REFUSED: [kind: string, targetSystem: string][] = [
  ['an international name', 'bücher.example'],
  ['an international name in capitals', 'BÜCHER.example'],
  ['an international name in another script', '例え.テスト'],
  ['full-width letters', 'ｅｖｉｌ.test'],
  ['a full-width full stop', 'evil．test'],
  ['an ideographic full stop', 'evil。test'],
  ['the Kelvin sign for K', '\u212Aevil.test'],
  ['a zero-width space', 'ex\u200Bample.org'],
  ['a zero-width non-joiner', 'ex\u200Cample.org'],
  ['a zero-width joiner', 'ex\u200Dample.org'],
  ['a soft hyphen', 'ex\u00ADample.org'],
  ['a word joiner', 'ex\u2060ample.org'],
  ['a byte-order mark in front', '\uFEFFexample.org'],
  ['a variation selector', 'ex\uFE0Fample.org'],
  ['a combining grapheme joiner', 'ex\u034Fample.org'],
  ['a no-break space at the end', 'example.org\u00A0'],
  ['a tab inside', 'exa\tmple.org'],
  ['shorthand IPv4 (two parts)', '127.1'],
  ['shorthand IPv4 (three parts)', '127.0.1'],
  ['hexadecimal IPv4', '0x7f.0.0.1'],
  ['a hexadecimal IPv4 number', '0x7f000001'],
  ['octal IPv4', '017700000001'],
  ['octal IPv4 parts', '0177.0.0.1'],
  ['IPv4 with leading zeros', '127.000.000.001'],
  ['a decimal IPv4 number', '2130706433'],
  ['an IPv4-mapped IPv6 literal', '[::FFFF:127.0.0.1]'],
  ['a non-canonical IPv6 literal', '[0:0::1]'],
  ['a fully written IPv6 literal', '[0:0:0:0:0:0:0:1]'],
  ['an IPv6 literal with a zone', '[fe80::1%25eth0]'],
  ['a percent-escape in the host', 'ex%61mple.org'],
  ['a percent-escape in the directory', 'example.org/p%61rtal'],
  ['a path template in the host', '{id}'],
  ['a path template beside the host', '{id}.example.org'],
  ['a path template in the directory', 'example.org/{id}'],
  ['a port in the host', 'example.org:8443'],
  ['an empty port', 'example.org:'],
  ['a dot-dot segment in the directory', 'example.org/portal/../admin'],
  ['a dot segment in the directory', 'example.org/./portal'],
  ['user information', 'user@example.org'],
  ['a scheme', 'https://example.org'],
  ['a query', 'example.org?x=1'],
  ['a fragment', 'example.org#x'],
  ['a backslash', 'example.org\\portal'],
  ['a space in the directory', 'example.org/my dir'],
  ['a host ending in a number that is not an address', 'example.0x10'],
  ['five IPv4 parts', '1.2.3.4.5'],
];

describe('a target system the URL parser would change is refused', () => {
  it.each(REFUSED)('%s: %j', (_, targetSystem) => {
    const sent = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
    expect(() => createDsmClient({ targetSystem, ...keys, fetch: sent.fetch })).toThrow(DsmConfigError);
    expect(() => resolveTarget({ targetSystem })).toThrow(DsmConfigError);
  });

  it('the refusal names the setting, not the value', () => {
    expect(() => createDsmClient({ targetSystem: '{id}' })).toThrow(/`targetSystem`/);
    try {
      createDsmClient({ targetSystem: 'ex%61mple.org' });
    } catch (error) {
      expect((error as Error).message).not.toContain('ex%61mple');
    }
  });
});

const ACCEPTED: [targetSystem: string, host: string, directory: string][] = [
  ['Demo.Example.COM', 'demo.example.com', ''],
  ['127.0.0.1', '127.0.0.1', ''],
  ['[::1]', '[::1]', ''],
  ['[2001:db8::1]', '[2001:db8::1]', ''],
  ['xn--bcher-kva.example', 'xn--bcher-kva.example', ''],
  ['localhost/Sub/Dir', 'localhost', '/Sub/Dir'],
  ['example.org/ordner-ü', 'example.org', '/ordner-%C3%BC'],
  ['  example.org/portal/  ', 'example.org', '/portal'],
];

describe('a target system the URL parser keeps is the host sent and signed', () => {
  it.each(SURFACES.flatMap((surface) => ACCEPTED.map((row) => [surface, ...row] as const)))(
    '%s: %j',
    async (surface, targetSystem, host, directory) => {
      const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 7 }));
      const client = createDsmClient({ targetSystem, ...keys, fetch: recorder.fetch, now: () => NOW });
      await sendThrough(surface, client, 'contactsFilterGet', { path: { name: 'Hot' } });
      expect(recorder.exchanges).toHaveLength(1);
      const { request } = recorder.exchanges[0]!;
      const sent = new URL(request.url);
      expect(sent.host).toBe(host);
      expect(sent.pathname).toBe(`${directory}/api/contacts/filter/get/Hot`);
      // The signature is the one made for the host the request went to.
      const expected = await new RequestSigner(keys, { host: sent.hostname }).sign({
        method: 'GET',
        signedPath: sent.pathname,
        body: '',
        instant: NOW,
      });
      expect(request.headers.get('X-DSM-Signature')).toBe(expected['X-DSM-Signature']);
    },
  );
});
