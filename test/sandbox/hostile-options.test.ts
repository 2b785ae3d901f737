/**
 * Issue 30, class 2: the sandbox in process cannot be misconfigured or crashed silently. Every option it
 * cannot use is a `DsmConfigError` from `createSandbox` naming the option (never the value given), and
 * nothing that fails while answering (a clock, a job's end) leaves a reply or a timer as an exception.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DsmConfigError, DsmHttpError } from '../../src/errors.js';
import { createSandbox, SANDBOX_DEMO_KEYS, type SandboxOptions } from '../../src/sandbox/index.js';
import { RequestSigner } from '../../src/signing/signer.js';
import { demoClient } from './support.js';

const SECRET = 'do-not-print-me';

describe('createSandbox refuses options it cannot use, naming the option', () => {
  it.each<[string, unknown, RegExp]>([
    ['a baseUrl without a scheme', { baseUrl: 'campaigns.example.org/portal' }, /'baseUrl'/],
    ['a baseUrl of another scheme', { baseUrl: 'ftp://campaigns.example.org' }, /'baseUrl'/],
    ['a baseUrl with a query', { baseUrl: 'https://campaigns.example.org/?a=1' }, /'baseUrl'/],
    ['a baseUrl that is no text', { baseUrl: 42 }, /'baseUrl'/],
    ['a clock that returns a number', { now: () => Date.now() }, /'now'/],
    ['a clock that returns an invalid date', { now: () => new Date('not a date') }, /'now'/],
    ['a clock that is no function', { now: new Date() }, /'now'/],
    ['a misspelt option', { sped: 10 }, /Unknown sandbox option 'sped'; did you mean 'speed'\?/],
    ['an option of another letter case', { maxskewseconds: 10 }, /'maxskewseconds'; did you mean 'maxSkewSeconds'\?/],
    ['a misspelt key name', { keys: { privatekey: SECRET } }, /'keys\.privatekey'; did you mean 'keys\.privateKey'\?/],
    ['an unknown key name', { keys: { token: SECRET } }, /'keys\.token'/],
    ['keys that are no object', { keys: SECRET }, /'keys'/],
    ['one public key for both pairs', { keys: { publicKey: 'shared', adminPublicKey: 'shared' } }, /'keys\.adminPublicKey'/],
    ['the demo public key as admin public key', { keys: { adminPublicKey: SANDBOX_DEMO_KEYS.publicKey } }, /'keys\.adminPublicKey'/],
    ['an empty private key', { keys: { privateKey: ' ' } }, /'keys\.privateKey'/],
    ['a speed of 0', { speed: 0 }, /'speed'/],
    ['a negative window', { maxSkewSeconds: -1 }, /'maxSkewSeconds'/],
    ['options that are no object', 'fast', /must be an object/],
  ])('%s', (_what, options, message) => {
    let thrown: unknown;
    try {
      createSandbox(options as SandboxOptions);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DsmConfigError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain(SECRET);
  });

  it.each<[string, SandboxOptions]>([
    ['a baseUrl with a directory and a trailing slash', { baseUrl: 'http://127.0.0.1:9/portal/' }],
    ['a baseUrl in capitals', { baseUrl: 'HTTP://127.0.0.1:9/portal' }],
    ['a clock from the past', { now: () => new Date(Date.now() - 1000) }],
    ['keys of its own for both pairs', { keys: { publicKey: 'pub-a', adminPublicKey: 'pub-b' } }],
  ])('takes %s', (_what, options) => {
    expect(() => createSandbox(options)).not.toThrow();
  });
});

describe('a sandbox answers every failure as a reply', () => {
  const server = setupServer();
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    process.on('uncaughtException', onUncaught);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    process.off('uncaughtException', onUncaught);
  });

  it('a baseUrl with a directory is answered below it, and only there', async () => {
    server.use(...createSandbox({ baseUrl: 'http://127.0.0.1:9/Portal/' }).handlers);
    await expect(demoClient({ targetSystem: '127.0.0.1/Portal' }).call('contactsCount')).resolves.toBeGreaterThan(0);
  });

  it('a clock that stops returning a date: the call rejects with a 500 naming the option', async () => {
    let reading = 0;
    const now = () => (reading++ === 0 ? new Date() : (Number.NaN as unknown as Date));
    server.use(...createSandbox({ now }).handlers);
    const error = await demoClient()
      .call('contactsCount')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DsmHttpError);
    expect((error as DsmHttpError).status).toBe(500);
    expect((error as DsmHttpError).message).toMatch(/'now'/);
  });

  it('a job whose end fails on a value of the wrong type: no exception leaves its timer', async () => {
    server.use(...createSandbox({ speed: 1000 }).handlers);
    const signer = new RequestSigner(SANDBOX_DEMO_KEYS, { host: '127.0.0.1' });
    const path = '/api/database/createdatabasefromfile/';
    // The login mode takes a name or a number; a boolean gets through in process (nothing checks the contract).
    const body = JSON.stringify({ newDatabaseName: 'Typed_Wrong', lpLoginModus: true, temporaryStorageId: 'x', fileName: 'a.csv' });
    const headers = {
      ...(await signer.sign({ method: 'POST', signedPath: path, body, instant: new Date() })),
      'Content-Type': 'application/json',
    };
    // Answered either way (a sandbox that checks the contract first refuses it): never an exception.
    await fetch(`http://127.0.0.1:9${path}`, { method: 'POST', headers, body });
    // Well past the run's end (3 ms at this pace): its timer has fired.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(uncaught).toEqual([]);
  });
});
