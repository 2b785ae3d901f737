/** The getting-started and signing section: its worked example is a signing vector, recomputable step by step. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { envelopeFields } from '../../scripts/docs/envelope-docs.js';
import { gettingStarted } from '../../scripts/docs/guide.js';
import { loadBundle } from '../../scripts/generate/contract.js';
import { DESIGNER_EXAMPLE, signingWalkthrough, WORKED_EXAMPLE, type SigningInput } from '../../scripts/docs/signing-example.js';
import { tsLiteral, tsString } from '../../src/operations/ts-literal.js';
import { signingVectors } from '../support/fixtures.js';

const vector = signingVectors().find((v) => v.name === WORKED_EXAMPLE.vector)!;
const walk = signingWalkthrough(WORKED_EXAMPLE);
const guide = gettingStarted(envelopeFields(loadBundle()));

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.each([WORKED_EXAMPLE, DESIGNER_EXAMPLE])('the worked example from signing vector $vector', (example: SigningInput) => {
  const source = signingVectors().find((v) => v.name === example.vector)!;
  const result = signingWalkthrough(example);

  it('is the signing vector it names, input for input', () => {
    expect(source).toBeDefined();
    expect(source.config).toMatchObject({
      targetSystem: example.targetSystem,
      publicKey: example.publicKey,
      privateKey: example.privateKey,
    });
    expect(source.config).toMatchObject({ sourcePublicKey: null, designer: example.designer ?? null });
    expect({ now: source.now, method: source.method, path: source.path, body: source.body }).toEqual({
      now: example.now,
      method: example.method,
      path: example.path,
      body: example.body,
    });
  });

  it("ends in the vector's headers and signed path", () => {
    expect(result.headers).toEqual(source.expected.headers);
    expect(result.signedPath).toBe(source.expected.signedPath);
  });

  it('shows its digests in the section', () => {
    for (const step of example.designer ? [result.steps[3]!, ...result.designerSteps] : result.steps) expect(guide).toContain(step.hex);
  });
});

describe('the worked signing example', () => {
  it('is sent to the URL of the vector', () => {
    expect(`https://${walk.host}${walk.signedPath}`).toBe(vector.expected.url);
  });

  it('shows every step: its key, message and digest, and the headers', () => {
    expect(walk.steps.map((step) => `${step.name}<-${step.keyName}`)).toEqual([
      'k1<-privateKey',
      'k2<-k1',
      'k3<-k2',
      'k4<-k3',
      'k5<-k4',
      'signature<-k5',
    ]);
    expect(guide).toContain('k1 = H(privateKey, "campaigns.example.org")');
    expect(guide).toContain('k5 = H(k4, "/portal/api/contacts/get")');
    expect(guide).toContain(`X-DSM-Signature: ${vector.expected.headers['X-DSM-Signature']}`);
  });

  it.skipIf(!hasOpenssl)('its openssl recipe reproduces every step', () => {
    const recipe = /```sh\n([\s\S]*?)```/.exec(guide)![1]!;
    const output = execFileSync('bash', ['-c', recipe], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    expect(
      output
        .trim()
        .split('\n')
        .map((line) => line.split('= ')[1]),
    ).toEqual(walk.steps.map((step) => step.hex));
  });
});

describe('the section', () => {
  it('covers configuration, headers, the chain, admin keys, designer mode, errors, jobs and mocks', () => {
    for (const heading of [
      '## Configure a client',
      '## Call an operation',
      '## Signed headers',
      '## The signing chain, step by step',
      '### Worked example',
      '## Admin keys',
      '## Designer mode',
      '## Errors',
      '## Long-running jobs',
      '## Mocks for your tests',
    ]) {
      expect(guide).toContain(`\n${heading}\n`);
    }
    for (const header of [
      'X-DSM-Algo',
      'X-DSM-Id',
      'X-DSM-Time',
      'X-DSM-Sid',
      'X-DSM-Cid',
      'X-DSM-Campaign',
      'X-DSM-DesignerSignature',
      'X-DSM-Signature',
    ]) {
      expect(guide).toContain(`\`${header}\``);
    }
    for (const error of ['DsmValidationError', 'DsmConfigError', 'DsmApiError', 'DsmHttpError', 'DsmTimeoutError', 'DsmNetworkError']) {
      expect(guide).toContain(`\`${error}\``);
    }
  });
});

describe('tsLiteral()', () => {
  it('writes bare identifier keys, single quotes and short parts inline', () => {
    expect(tsLiteral({ id: 5012, 'a-b': "it's", list: [1, null, true] })).toBe(`{ id: 5012, 'a-b': 'it\\'s', list: [1, null, true] }`);
    expect(tsString('line\nbreak \\ "q"')).toBe(`'line\\nbreak \\\\ "q"'`);
  });

  it('breaks long parts over lines, indented from where the literal starts', () => {
    const value = { columns: [{ columnName: 'dsm_CustomerID' }], wheres: [] };
    expect(tsLiteral(value, 0, 50)).toBe(`{\n  columns: [{ columnName: 'dsm_CustomerID' }],\n  wheres: [],\n}`);
    expect(tsLiteral({ columns: [{ c: 'x' }], w: [] }, 2, 20)).toBe(`{\n    columns: [\n      { c: 'x' },\n    ],\n    w: [],\n  }`);
  });

  it('evaluates back to the same value', () => {
    const value = { a: [1, 'x\u2028y', { 'b c': null }], d: 'é\'"\\', e: { f: [] } };
    expect(new Function(`return ${tsLiteral(value, 0, 10)};`)()).toEqual(value);
  });
});
