/**
 * Reply data never reaches a prototype: each helper that builds or reads objects by a key taken from
 * a reply is fed `__proto__`, `constructor` and `prototype`, and Object.prototype stays untouched
 * while the result keeps the entry as data.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { DsmJobError } from '../../../src/jobs/job-error.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import {
  COMPANY_EMPLOYEES_LABELS,
  cookiesFromMap,
  cookiesToMap,
  displayColumnValue,
  displaySelect,
  environmentByLanguage,
  parseCampaignDatabaseRecord,
} from '../../../src/models/index.js';
import { lookUp, UNKNOWN_STATE } from '../../../src/messages/format.js';
import { IMAGE_IMPORT_STATE_MESSAGES, stateMessage } from '../../../src/messages/job-states.js';
import { fakeClient } from '../jobs/fake-client.js';

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

/** Object.prototype as it was: no new property, `polluted` nowhere, toString still a function. */
function expectPrototypeUntouched() {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(typeof Object.prototype.toString).toBe('function');
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
}

const own = (object: object, key: string) => Object.getOwnPropertyDescriptor(object, key)?.value;

describe('helpers that build objects from reply data keep hostile keys as data', () => {
  afterEach(expectPrototypeUntouched);

  it.each(HOSTILE_KEYS)('environmentByLanguage with a language %s', (key) => {
    const grouped = environmentByLanguage([
      { lang: key, name: 'polluted', value: 'yes' },
      { lang: key, name: key, value: 'self' },
      { lang: 'de', name: key, value: 'Hallo' },
    ]);
    expect(own(grouped, key)).toBeDefined();
    expect(own(own(grouped, key), 'polluted')).toBe('yes');
    expect(own(own(grouped, key), key)).toBe('self');
    expect(own(grouped.de!, key)).toBe('Hallo');
    expect(Object.keys(grouped).sort()).toEqual(['de', key].sort());
  });

  it.each(HOSTILE_KEYS)('cookiesToMap with a cookie named %s, and back', (key) => {
    const map = cookiesToMap([
      { name: key, value: 'v1' },
      { name: 'seg', value: null },
    ]);
    expect(own(map, key)).toBe('v1');
    expect(Object.keys(map)).toEqual([key, 'seg']);
    expect(cookiesFromMap(map)).toEqual([
      { name: key, value: 'v1' },
      { name: 'seg', value: null },
    ]);
  });

  it.each(HOSTILE_KEYS)('parseCampaignDatabaseRecord with a field %s, edited afterwards', (key) => {
    const record = parseCampaignDatabaseRecord(
      `{"${key}":{"polluted":"yes"},"nested":{"${key}":{"polluted":"deep"}},"list":[{"${key}":1}]}`,
    );
    expect(own(record, key)).toEqual({ polluted: 'yes' });
    expect(own(record.nested as object, key)).toEqual({ polluted: 'deep' });
    expect(Array.isArray(record.list)).toBe(true);
    // Editing the record by field name (a form writing the fields back) keeps every field as data.
    (record as Record<string, unknown>)[key] = { polluted: 'edited' };
    expect(own(record, key)).toEqual({ polluted: 'edited' });
    expect((record as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(record))).toEqual(
      JSON.parse(`{"${key}":{"polluted":"edited"},"nested":{"${key}":{"polluted":"deep"}},"list":[{"${key}":1}]}`),
    );
  });

  it.each([...HOSTILE_KEYS, 'length', '__defineGetter__', 'valueOf'])(
    'displaySelect of the value %s shows the value, not an inherited member',
    (key) => {
      expect(displaySelect(COMPANY_EMPLOYEES_LABELS, key as unknown as number)).toBe(key);
      expect(displaySelect(['Unknown', 'Lead'], key as unknown as number)).toBe(key);
      expect(displayColumnValue({ type: 'select', options: COMPANY_EMPLOYEES_LABELS }, key)).toBe(key);
    },
  );

  it('displaySelect still shows the labels it has', () => {
    expect(displaySelect(COMPANY_EMPLOYEES_LABELS, 1)).toBe('Micro (1-10)');
    expect(displaySelect(['Unknown', 'Lead'], 1)).toBe('Lead');
  });

  it.each(HOSTILE_KEYS)('the render job with a render id %s reads only the status’s own entries', async (key) => {
    const { client } = fakeClient({ campaignsGetRenderDocumentStatus: [{}, { [key]: { state: 2 } }] });
    // An id the status does not report yet is running, even when the name is inherited.
    expect(jobs.render.read({}, [key])).toMatchObject({ phase: 'running', progress: { current: 0, max: 1 } });
    const status = JSON.parse(`{"${key}":{"state":2}}`);
    expect(jobs.render.read(status, [key]).phase).toBe('done');
    await expect(waitForJob(client, jobs.render, [key], { intervalMs: 0 })).resolves.toBeDefined();
  });

  it.each(HOSTILE_KEYS)('a database upload answering the state %s is rejected with the unknown-state text', async (key) => {
    const { client } = fakeClient({ databaseCreateDatabaseFromFile: [{ state: key, managerId: 'm' }] });
    const started = jobs.databaseCreateFromFile.start!.run(client, {} as never);
    await expect(started).rejects.toBeInstanceOf(DsmJobError);
    const error = (await started.catch((e: unknown) => e)) as DsmJobError;
    expect(typeof error.message).toBe('string');
    expect(error.message).not.toMatch(/function|native code/);
    expect(error.state).toBe(key);
  });

  it.each(HOSTILE_KEYS)('a job status with a %s field reads like any other status', (key) => {
    const status = JSON.parse(`{"${key}":{"isFinished":true},"isFinished":false,"progress":40}`);
    expect(jobs.contactsExport.read(status, 'x')).toMatchObject({ phase: 'running', progress: { percent: 40 } });
    const stateful = JSON.parse(`{"${key}":{"state":500},"state":0}`);
    expect(jobs.imageImport.read(stateful, 'x').phase).toBe('running');
  });
});

describe('message tables answer only from their own entries', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('a state of %s reads as unknown, not as an Object member', (key) => {
    const state = key as unknown as number;
    expect(stateMessage(IMAGE_IMPORT_STATE_MESSAGES, state)).toBe(UNKNOWN_STATE);
    expect(lookUp(IMAGE_IMPORT_STATE_MESSAGES, state, () => 'fallback')).toBe('fallback');
  });
  it('a known state still reads its message', () => {
    const [code, text] = Object.entries(IMAGE_IMPORT_STATE_MESSAGES)[0]!;
    expect(stateMessage(IMAGE_IMPORT_STATE_MESSAGES, Number(code))).toBe(text);
  });
});
