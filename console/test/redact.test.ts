/**
 * A key typed where it does not belong (a path value, a body field) never shows: the exchange view and
 * "copy as curl" mask it in every form the SDK writes it, percent-encoded, with resource-name markers,
 * JSON-escaped or shell-quoted.
 */
import { resourceFileName } from '@dsm/sdk';
import { describe, expect, it } from 'vitest';
import { emptySettings } from '../src/connection/connection-settings';
import { asCurl } from '../src/explorer/copy-as';
import { redactKeys } from '../src/shared/redact';

const KEYS = [
  ['letters and digits', 'sk4Secret9Value'],
  ['URL-reserved characters', 'sk+/=?&%Secret'],
  ['a quote for the shell', "sk'Secret'x"],
  ['JSON escapes', 'sk"Sec\\ret'],
  ['dots and a hash (resource names)', 'sk.Secret#v2'],
  ['non-ASCII', 'sk-Gehéim-€'],
  ['spaces inside', 'sk Secret Key'],
];

const settingsWith = (privateKey: string) => ({ ...emptySettings(), targetSystem: 'demo.example.com', publicKey: 'pk-1', privateKey });

/** Every place the console shows a request: its URL, its body, and the curl command that repeats it. */
function shownTexts(key: string): [where: string, text: string][] {
  const path = `https://demo.example.com/api/contacts/byname/${encodeURIComponent(key)}`;
  const resource = `https://demo.example.com/api/resources/delete/${encodeURIComponent(resourceFileName(key, { forDelete: true }))}`;
  const lowerHex = path.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase());
  const body = JSON.stringify({ name: key, nested: { again: key } });
  const curl = asCurl({ method: 'POST', url: path, headers: [['x-dsm-id', 'pk-1']], body }, () => null);
  return [
    ['a path value', path],
    ['a resource name in a path', resource],
    ['a path with lower-case escapes', lowerHex],
    ['a JSON body', body],
    ['a reply pretty-printed', JSON.stringify(JSON.parse(body), null, 2)],
    ['the curl command', curl],
  ];
}

describe.each(KEYS)('a private key with %s typed into a request', (_, key) => {
  it.each(shownTexts(key))('is masked in %s', (_where, text) => {
    const shown = redactKeys(text, settingsWith(key));
    expect(shown).toContain('$DSM_PRIVATE_KEY');
    for (const form of [key, encodeURIComponent(key), JSON.stringify(key).slice(1, -1)]) expect(shown).not.toContain(form);
  });
});

it('leaves a text without a key as it is', () => {
  const text = 'https://demo.example.com/api/contacts/byname/sk%2Bnot-the-key';
  expect(redactKeys(text, settingsWith('sk+/=?&%Secret'))).toBe(text);
});
