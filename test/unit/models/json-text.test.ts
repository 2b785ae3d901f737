import { describe, expect, it } from 'vitest';
import {
  applicationSettingsToWire,
  parseSkinSettings,
  skinFromWire,
  skinSettingsToWire,
  skinToWire,
} from '../../../src/models/index.js';

describe('parseSkinSettings', () => {
  it.each([
    ['', {}],
    ['   ', {}],
    [null, {}],
    [undefined, {}],
    ['null', {}],
    ['{}', {}],
    ['{"primaryColor":"#004b87"}', { primaryColor: '#004b87' }],
    ['{"nested":{"a":[1,2]},"flag":true}', { nested: { a: [1, 2] }, flag: true }],
  ] as const)('%j gives %j', (text, expected) => {
    expect(parseSkinSettings(text)).toEqual(expected);
  });

  it('rejects broken JSON', () => {
    expect(() => parseSkinSettings('{primaryColor:')).toThrow(SyntaxError);
  });

  it.each(['[1,2]', '42', '"text"', 'true'])('rejects %j, which is not a JSON object', (text) => {
    expect(() => parseSkinSettings(text)).toThrow(TypeError);
  });
});

describe('skinToWire', () => {
  it('turns the options object into JSON text and keeps the other fields', () => {
    expect(skinToWire({ id: 7, name: 'corporate', options: { primaryColor: '#004b87', logo: { width: 120 } } })).toEqual({
      id: 7,
      name: 'corporate',
      options: '{"primaryColor":"#004b87","logo":{"width":120}}',
    });
  });

  it('sends empty options as "{}"', () => {
    expect(skinToWire({ name: 'blank', options: {} })).toEqual({ name: 'blank', options: '{}' });
  });

  it('keeps null options null and leaves absent options absent', () => {
    expect(skinToWire({ name: 'a', options: null })).toEqual({ name: 'a', options: null });
    expect(skinToWire({ name: 'a' })).toStrictEqual({ name: 'a' });
  });

  it('does not change its input', () => {
    const skin = { id: 1, name: 'a', options: { x: 1 } };
    skinToWire(skin);
    expect(skin).toEqual({ id: 1, name: 'a', options: { x: 1 } });
  });
});

describe('skinFromWire', () => {
  it.each([
    ['{"primaryColor":"#004b87"}', { primaryColor: '#004b87' }],
    ['', {}],
    [null, {}],
    [undefined, {}],
  ] as const)('parses options %j into %j', (options, expected) => {
    expect(skinFromWire({ id: 3, name: 'corporate', options })).toEqual({ id: 3, name: 'corporate', options: expected });
  });

  it('undoes skinToWire', () => {
    const skin = { id: 9, name: 'round-trip', options: { colors: ['#fff', '#000'], radius: 4, dark: false } };
    expect(skinFromWire(skinToWire(skin))).toEqual(skin);
  });
});

describe('skinSettingsToWire', () => {
  it('sends the skin id and the settings as JSON text', () => {
    expect(skinSettingsToWire(12, { font: 'Arial', size: 11 })).toEqual({ skinId: 12, options: '{"font":"Arial","size":11}' });
    expect(skinSettingsToWire(1, {})).toEqual({ skinId: 1, options: '{}' });
  });

  it('is undone by parseSkinSettings', () => {
    const settings = { a: { b: [1, 'two', null] } };
    expect(parseSkinSettings(skinSettingsToWire(5, settings).options)).toEqual(settings);
  });
});

describe('applicationSettingsToWire', () => {
  it.each([
    [{ consumerKey: 'k', consumerSecret: 's' }, '{"consumerKey":"k","consumerSecret":"s"}'],
    [{}, '{}'],
    [['a', 1], '["a",1]'],
    ['already text', 'already text'],
    ['{"kept":"as is"}', '{"kept":"as is"}'],
    ['', ''],
  ] as const)('%j is sent as %j', (value, wire) => {
    expect(applicationSettingsToWire(value)).toBe(wire);
  });
});
