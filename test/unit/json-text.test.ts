/**
 * The JSON-text codec (src/transport/json-text.ts) on its own: where fields sit (a property, every item
 * of an array, the value itself), what is sent, what is refused and what a reply becomes. The surfaces
 * are driven in test/contract/json-text-fields.test.ts and the validation tables.
 */
import { describe, expect, it } from 'vitest';
import { DsmHttpError, DsmValidationError } from '../../src/errors.js';
import { decodeJsonText, encodeJsonText, jsonTextProblem } from '../../src/transport/json-text.js';
import { jsonTextCodec } from '../../src/transport/json-text-codec.js';
import { SentBody } from '../../src/transport/body.js';

const refuse = (message: string): never => {
  throw new Error(message);
};

describe('encodeJsonText', () => {
  it('turns objects at the fields into their JSON text and leaves everything else', () => {
    const body = { id: 3, name: 'Blau', options: { primaryColor: '#004b87', logo: { width: 120 } } };
    expect(encodeJsonText(body, { options: 'object' })).toEqual({
      id: 3,
      name: 'Blau',
      options: '{"primaryColor":"#004b87","logo":{"width":120}}',
    });
    expect(encodeJsonText({ value: 'plain text' }, { value: 'object-or-text' })).toEqual({ value: 'plain text' });
    expect(encodeJsonText({ options: null }, { options: 'object' })).toEqual({ options: null });
    expect(encodeJsonText({ name: 'no options' }, { options: 'object' })).toStrictEqual({ name: 'no options' });
    expect(encodeJsonText(undefined, { options: 'object' })).toBeUndefined();
  });

  it('never changes the caller’s object', () => {
    const body = { options: { a: 1 } };
    encodeJsonText(body, { options: 'object' });
    expect(body).toEqual({ options: { a: 1 } });
  });

  it('reaches every item of an array', () => {
    expect(encodeJsonText([{ settings: { a: 1 } }, { settings: 'x' }], { '[].settings': 'object-or-text' })).toEqual([
      { settings: '{"a":1}' },
      { settings: 'x' },
    ]);
  });
});

describe('jsonTextProblem', () => {
  it.each([
    [{ options: '{"a":1}' }, undefined],
    [{ options: null }, undefined],
    [{}, undefined],
    [{ options: 5 }, "Invalid 'options' field. Must be an object."],
    [{ options: '[1,2]' }, "Invalid 'options' field. Must be an object."],
    [{ options: 'not json' }, "Invalid 'options' field. Must be an object."],
  ])('object field %j: %s', (body, message) => {
    expect(jsonTextProblem(body, { options: 'object' })).toBe(message);
  });

  it.each([
    [{ value: 'any text' }, undefined],
    [{ value: true }, "Invalid 'value' field. Must be an object or text."],
  ])('object-or-text field %j: %s', (body, message) => {
    expect(jsonTextProblem(body, { value: 'object-or-text' })).toBe(message);
  });
});

describe('decodeJsonText', () => {
  it('parses object fields; empty, absent and `null` text give {}', () => {
    const fields = { '[].options': 'object' } as const;
    const skins = [{ options: '{"a":1}' }, { options: '' }, { options: null }, { options: 'null' }, {}];
    // A skin without the field stays without it.
    expect(decodeJsonText(skins, fields, refuse)).toEqual([{ options: { a: 1 } }, { options: {} }, { options: {} }, { options: {} }, {}]);
  });

  it('decodes the value itself (a settings load)', () => {
    expect(decodeJsonText('{"footerText":"Muster GmbH"}', { '': 'object' }, refuse)).toEqual({ footerText: 'Muster GmbH' });
    expect(decodeJsonText('', { '': 'object' }, refuse)).toEqual({});
  });

  it('refuses object fields whose text is not a JSON object, naming the field', () => {
    expect(() => decodeJsonText({ options: '[1]' }, { options: 'object' }, refuse)).toThrow(
      "The reply's 'options' is not JSON text of an object.",
    );
    expect(() => decodeJsonText('{"a":', { '': 'object' }, refuse)).toThrow("The reply's 'responseObject' is not JSON text of an object.");
  });

  it('reads object-or-text fields as objects only when the text holds one', () => {
    const records = [{ settings: '{"k":"v"}' }, { settings: 'token=abc' }, { settings: '[1]' }, { settings: null }];
    expect(decodeJsonText(records, { '[].settings': 'object-or-text' }, refuse)).toEqual([
      { settings: { k: 'v' } },
      { settings: 'token=abc' },
      { settings: '[1]' },
      { settings: null },
    ]);
  });
});

describe('jsonTextCodec', () => {
  const codec = jsonTextCodec({ body: { options: 'object' }, result: { options: 'object' } });

  it('checks the body as sent with a DsmValidationError for the operation', () => {
    expect(() => codec.check(new SentBody('{"options":"x"}'), 'portalSkinsSave')).toThrow(DsmValidationError);
    expect(() => codec.check(new SentBody('{"options":"{}"}'), 'portalSkinsSave')).not.toThrow();
    expect(() => codec.check(new SentBody(''), 'portalSkinsSave')).not.toThrow();
  });

  it('serialises a body once, its objects at JSON-text fields as text', () => {
    const { wire, sentBody } = codec.serialize({ name: 'a', options: { b: 2 } }, 'portalSkinsSave');
    expect(sentBody.text).toBe('{"name":"a","options":"{\\"b\\":2}"}');
    expect(wire).toEqual({ name: 'a', options: '{"b":2}' });
    expect(codec.serialize(undefined, 'portalSkinsSave').sentBody.text).toBe('');
  });

  it('turns a result it cannot read into a DsmHttpError carrying the reply', () => {
    const response = new Response('', { status: 200 });
    const error = (() => {
      try {
        codec.decode({ options: 'broken' }, response, { state: 0 });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).status).toBe(200);
  });

  it('rewrites a raw success reply, and leaves failures and non-JSON replies', async () => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const decoded = await codec.decodeReply(json({ state: 0, responseObject: { options: '{"a":1}' } }));
    expect(await decoded!.json()).toEqual({ state: 0, responseObject: { options: { a: 1 } } });
    expect(await codec.decodeReply(json({ state: 1, failureMessage: 'No.' }))).toBeUndefined();
    expect(await codec.decodeReply(new Response('<html>', { status: 200 }))).toBeUndefined();
    expect(await codec.decodeReply(json({ state: 0 }, 500))).toBeUndefined();
  });
});

describe('a whole body given as an object or JSON text (object-or-json-text)', () => {
  const codec = jsonTextCodec({ body: { '': 'object-or-json-text' } });
  const op = 'impositionsViewModelJson';

  it('hands back text of an object as it is, with its object, and leaves any other body to the serialiser', () => {
    const text = '{ "columns": 2,\n "name": "Grüße" }';
    const sent = codec.serialize(text, op);
    expect([sent.sentBody.text, sent.wire, sent.sentBody.value]).toEqual([
      text,
      { columns: 2, name: 'Grüße' },
      { columns: 2, name: 'Grüße' },
    ]);
    expect(codec.serialize({ columns: 2 }, op).sentBody.text).toBe('{"columns":2}');
    expect(codec.serialize(undefined, op).sentBody.text).toBe('');
    // Other operations' bodies are never taken as text: a string is serialised as JSON.
    expect(jsonTextCodec({ body: { options: 'object' } }).serialize('{}', 'portalSkinsSave').sentBody.text).toBe('"{}"');
  });

  it.each(['{columns:2}', '[1]', '"x"', '', 'null', '2'])('refuses the text %j with a DsmValidationError', (text) => {
    expect(() => codec.serialize(text, op)).toThrow(new DsmValidationError('The body must be an object or JSON text of an object.', op));
  });

  it('keeps an object as it is, for one serialisation, also in a raw body text', () => {
    const layout = { columns: 2, nested: { a: 1 } };
    expect(encodeJsonText(layout, { '': 'object-or-json-text' })).toBe(layout);
    expect(codec.serialize(layout, op).sentBody.text).toBe('{"columns":2,"nested":{"a":1}}');
  });

  it('refuses a sent body that is not an object', () => {
    expect(() => codec.check(new SentBody('[1]'), op)).toThrow('The body must be an object or JSON text of an object.');
    expect(() => codec.check(new SentBody('{"columns":2}'), op)).not.toThrow();
  });
});

describe('reshaped reply lists (x-dsm-reshape)', () => {
  it('name/value entries become a map by name and back, a later entry winning', () => {
    const wire = [
      { name: 'store', value: 'Altona' },
      { name: 'banner', value: null },
      { name: 'store', value: 'Eppendorf' },
    ];
    const map = decodeJsonText(wire, { '': 'name-value-map' }, refuse);
    expect(map).toEqual({ store: 'Eppendorf', banner: null });
    expect(encodeJsonText(map, { '': 'name-value-map' })).toEqual([
      { name: 'store', value: 'Eppendorf' },
      { name: 'banner', value: null },
    ]);
    expect(encodeJsonText(wire, { '': 'name-value-map' })).toBe(wire); // already the wire's shape: kept
  });

  it('language items become values by language and name, and back', () => {
    const wire = [
      { lang: 'de', name: 'greeting', value: 'Hallo' },
      { lang: 'en', name: 'greeting', value: 'Hello' },
      { lang: 'de', name: 'farewell', value: 'Tschüss' },
    ];
    const grouped = decodeJsonText(wire, { '': 'by-language' }, refuse);
    expect(grouped).toEqual({ de: { greeting: 'Hallo', farewell: 'Tschüss' }, en: { greeting: 'Hello' } });
    expect(encodeJsonText(grouped, { '': 'by-language' })).toEqual([wire[0], wire[2], wire[1]]);
  });

  it.each([
    ['name-value-map', { store: 'x' }, "The reply's 'responseObject' is not a list of name/value entries."],
    ['name-value-map', [{ value: 'no name' }], "The reply's 'responseObject' is not a list of name/value entries."],
    [
      'by-language',
      [{ name: 'greeting', value: 'Hallo' }],
      "The reply's 'responseObject' is not a list of language, name and value items.",
    ],
    ['by-language', 'text', "The reply's 'responseObject' is not a list of language, name and value items."],
  ] as const)('%s refuses %j', (mode, wire, message) => {
    expect(() => decodeJsonText(wire, { '': mode }, refuse)).toThrow(message);
  });

  it('never writes to a prototype, and a reshaped body field is not checked as JSON text', () => {
    const map = decodeJsonText(
      [
        { name: '__proto__', value: 'x' },
        { name: 'constructor', value: 'y' },
      ],
      { '': 'name-value-map' },
      refuse,
    );
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(Object.keys(map as object)).toEqual(['__proto__', 'constructor']);
    const grouped = decodeJsonText([{ lang: '__proto__', name: 'polluted', value: 'yes' }], { '': 'by-language' }, refuse);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(grouped as object)).toEqual(['__proto__']);
    expect(jsonTextProblem([{ name: 'a' }], { '': 'name-value-map' })).toBeUndefined();
  });
});
