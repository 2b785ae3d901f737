import { describe, expect, it } from 'vitest';
import { transliterate } from '../../../src/models/index.js';

describe('transliterate', () => {
  it.each([
    ['plain', 'plain'],
    ['Mixed-Case_name.v2', 'Mixed-Case_name.v2'],
    ['0123456789', '0123456789'],
    ['äöüß', 'aeoeuess'],
    ['ÄÖÜẞ', 'AeOeUeSS'],
    ['Größenmaß', 'Groessenmass'],
    ['Übermäßig', 'Uebermaessig'],
    ['a\u0308o\u0308u\u0308', 'aeoeue'], // decomposed umlauts
    ['Crème brûlée', 'Cremebrulee'],
    ['Ångström', 'Angstroem'],
    ['Ñandú', 'Nandu'],
    ['çàéèêëïîôùû', 'caeeeeiiouu'],
    ['Łódź', 'odz'], // Ł and ł have no NFD decomposition: dropped
    ['a b\tc\nd', 'abcd'],
    ['file (1)!.txt', 'file1.txt'],
    ['100% €/$ #tag @me', '100tagme'],
    ['Москва', ''],
    ['日本語', ''],
    ['emoji 😀 ok', 'emojiok'],
    ['', ''],
  ])('%j becomes %j', (text, expected) => {
    expect(transliterate(text)).toBe(expected);
  });

  it('only ever yields letters, digits, dot, hyphen and underscore', () => {
    let all = '';
    for (let code = 0; code < 0x3000; code++) all += String.fromCharCode(code);
    expect(transliterate(all)).toMatch(/^[A-Za-z0-9._-]*$/);
  });
});
