import { describe, expect, it } from 'vitest';
import { fileNameFromResource, resourceFileName } from '../../../src/models/index.js';

const TABLE: [name: string, plain: string, forDelete: string][] = [
  ['logo.png', 'logo[ptrt]png', 'logo[ptrt]png'],
  ['archive.tar.gz', 'archive[ptrt]tar[ptrt]gz', 'archive[ptrt]tar[ptrt]gz'],
  ['no-extension', 'no-extension', 'no-extension'],
  ['#1 logo.png', '#1 logo[ptrt]png', '[hash]1 logo[ptrt]png'],
  ['a#b#c.css', 'a#b#c[ptrt]css', 'a[hash]b[hash]c[ptrt]css'],
  ['...', '[ptrt][ptrt][ptrt]', '[ptrt][ptrt][ptrt]'],
  ['ünïcode %20.txt', 'ünïcode %20[ptrt]txt', 'ünïcode %20[ptrt]txt'],
  ['', '', ''],
];

describe('resourceFileName', () => {
  it.each(TABLE)('%j becomes %j (and %j for delete)', (name, plain, forDelete) => {
    expect(resourceFileName(name)).toBe(plain);
    expect(resourceFileName(name, { forDelete: false })).toBe(plain);
    expect(resourceFileName(name, { forDelete: true })).toBe(forDelete);
  });

  it('does not percent-encode', () => {
    expect(resourceFileName('a b/ä.png', { forDelete: true })).toBe('a b/ä[ptrt]png');
  });
});

describe('fileNameFromResource', () => {
  it.each(TABLE)('turns the markers of %j back', (name, plain, forDelete) => {
    expect(fileNameFromResource(plain)).toBe(name);
    expect(fileNameFromResource(forDelete, { forDelete: true })).toBe(name);
  });

  it('leaves [hash] alone unless decoding a delete name', () => {
    expect(fileNameFromResource('a[hash]b[ptrt]png')).toBe('a[hash]b.png');
    expect(fileNameFromResource('a[hash]b[ptrt]png', { forDelete: true })).toBe('a#b.png');
  });
});
