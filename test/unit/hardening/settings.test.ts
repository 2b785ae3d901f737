/**
 * Settings are checked by name: an unknown one is a DsmConfigError that names it, suggests the closest
 * known one and never shows its value; and however the client is printed, no secret shows.
 */
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { format, inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createDsmClient } from '../../support/full-client.js';
import { DsmConfigError } from '../../../src/errors.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';

const SECRET = 'S3CR3T-value-never-shown';
const base = { targetSystem: 'demo.example.com', publicKey: 'pub' };

function refusal(config: unknown): DsmConfigError {
  try {
    createDsmClient(config as never);
  } catch (error) {
    expect(error).toBeInstanceOf(DsmConfigError);
    return error as DsmConfigError;
  }
  throw new Error('expected createDsmClient to refuse the configuration');
}

const MISSPELT: [written: string, meant: string][] = [
  ['privatekey', 'privateKey'],
  ['PrivateKey', 'privateKey'],
  ['private_key', 'privateKey'],
  ['privateKy', 'privateKey'],
  ['privKey', 'privateKey'],
  ['adminPrivatekey', 'adminPrivateKey'],
  ['admin_private_key', 'adminPrivateKey'],
  ['publickey', 'publicKey'],
  ['targetsystem', 'targetSystem'],
  ['target_system', 'targetSystem'],
  ['sourcePublicKy', 'sourcePublicKey'],
  ['timeOut', 'timeout'],
  ['protocoll', 'protocol'],
];

describe('an unknown setting', () => {
  it.each(MISSPELT)('%j is refused, naming it and suggesting `%s`, never showing its value', (written, meant) => {
    const error = refusal({ ...base, [written]: SECRET });
    expect(error.message).toContain(`\`${written}\``);
    expect(error.message).toContain(`did you mean \`${meant}\`?`);
    for (const shown of [error.message, String(error), JSON.stringify(error), inspect(error), error.stack ?? ''])
      expect(shown).not.toContain(SECRET);
  });

  it('with nothing close, lists the known settings', () => {
    const error = refusal({ ...base, colour: SECRET });
    expect(error.message).toContain('`colour`');
    expect(error.message).toContain('privateKey');
    expect(error.message).not.toContain('did you mean');
    expect(error.message).not.toContain(SECRET);
  });

  it('inside designer, too', () => {
    const error = refusal({ ...base, designer: { customerID: 5, campaign: SECRET } });
    expect(error.message).toContain('did you mean `designer.customerId`?');
    expect(refusal({ ...base, designer: { campaign: SECRET } }).message).toContain('did you mean `designer.campaignName`?');
  });

  it('is refused before anything can be sent (a misspelt key no longer sends unsigned)', () => {
    const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: 1 }));
    refusal({ ...base, privatekey: SECRET, fetch: recorder.fetch });
    expect(recorder.exchanges).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'demo.example.com'],
    ['a number', 5],
    ['an array', ['demo.example.com']],
  ])('a configuration that is %s is a DsmConfigError', (_, config) => {
    refusal(config);
  });
});

describe('a printed client shows no secret', () => {
  const SECRETS = { privateKey: `${SECRET}-1`, adminPublicKey: 'admin-pub', adminPrivateKey: `${SECRET}-2` };
  const printings = (value: unknown) => [
    String(value),
    `${value as string}`,
    JSON.stringify(value),
    inspect(value),
    inspect(value, { depth: Infinity, showHidden: true, getters: true }),
    format('%o %O %j %s', value, value, value, value),
  ];

  it('dsm, dsm.config and dsm.raw in every printed form', () => {
    const dsm = createDsmClient({ ...base, ...SECRETS, designer: { customerId: 4, campaignName: 'Spring' } });
    for (const value of [dsm, dsm.config, dsm.raw]) for (const shown of printings(value)) expect(shown).not.toContain(SECRET);
    expect(dsm.config).toMatchObject({
      privateKey: '[redacted]',
      adminPrivateKey: '[redacted]',
      publicKey: 'pub',
      designer: { customerId: 4, campaignName: 'Spring' },
    });
  });

  it('console.log of the client (a Console of its own, as the global one is captured by the test runner)', () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const dsm = createDsmClient({ ...base, ...SECRETS });
    new Console({ stdout: stream, stderr: stream }).log(dsm, dsm.config);
    expect(written.join('')).toContain('[redacted]');
    expect(written.join('')).not.toContain(SECRET);
  });

  it('the configuration cannot be changed through dsm.config', () => {
    const dsm = createDsmClient({ ...base, ...SECRETS });
    expect(Object.isFrozen(dsm.config)).toBe(true);
  });
});
