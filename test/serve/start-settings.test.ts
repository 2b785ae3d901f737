/** What `npm start` reads from the environment: its ports, which mock, the sandbox's settings; each mistake named. */
import { describe, expect, it } from 'vitest';
import { mockKind, sandboxSettings } from '../../scripts/serve/mock-choice.js';
import { portsFromEnv } from '../../scripts/serve/ports.js';
import { DEFAULT_MAX_SKEW_SECONDS, DEFAULT_SPEED, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';

describe('portsFromEnv', () => {
  it('defaults to 4010, 4011 and 4012, each with its variable', () => {
    expect(portsFromEnv({})).toEqual({
      mock: { port: 4010, variable: 'DSM_MOCK_PORT' },
      docs: { port: 4011, variable: 'DSM_DOCS_PORT' },
      console: { port: 4012, variable: 'DSM_CONSOLE_PORT' },
    });
    expect(portsFromEnv({ DSM_DOCS_PORT: '5000' }).docs.port).toBe(5000);
  });

  it.each(['abc', '0', '70000', '40.5', '-1'])('refuses DSM_MOCK_PORT=%s, naming the variable', (value) => {
    expect(() => portsFromEnv({ DSM_MOCK_PORT: value })).toThrow(`DSM_MOCK_PORT='${value}' is not a port`);
  });

  it('refuses two servers on one port', () => {
    expect(() => portsFromEnv({ DSM_CONSOLE_PORT: '4010' })).toThrow('DSM_MOCK_PORT and DSM_CONSOLE_PORT are both 4010');
  });
});

describe('the mock and the sandbox settings', () => {
  it('serves the sandbox unless DSM_MOCK=static, and names a wrong value', () => {
    expect(mockKind(undefined)).toBe('sandbox');
    expect(mockKind('sandbox')).toBe('sandbox');
    expect(mockKind('static')).toBe('static');
    expect(() => mockKind('prism')).toThrow("DSM_MOCK='prism' is not a mock");
  });

  it("takes the sandbox's own defaults when nothing is set", () => {
    expect(sandboxSettings({})).toEqual({
      keys: SANDBOX_DEMO_KEYS,
      keysFromEnv: [],
      speed: DEFAULT_SPEED,
      maxSkewSeconds: DEFAULT_MAX_SKEW_SECONDS,
    });
  });

  it('reads keys, pace and time window from DSM_SANDBOX_*', () => {
    const settings = sandboxSettings({ DSM_SANDBOX_PRIVATE_KEY: 'mine', DSM_SANDBOX_SPEED: 'Infinity', DSM_SANDBOX_MAX_SKEW_S: '0' });
    expect(settings).toMatchObject({
      keys: { ...SANDBOX_DEMO_KEYS, privateKey: 'mine' },
      keysFromEnv: ['privateKey'],
      speed: Infinity,
      maxSkewSeconds: 0,
    });
  });

  it.each([
    ['DSM_SANDBOX_SPEED', '0'],
    ['DSM_SANDBOX_SPEED', 'fast'],
    ['DSM_SANDBOX_MAX_SKEW_S', '-5'],
    ['DSM_SANDBOX_MAX_SKEW_S', '1.5'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    expect(() => sandboxSettings({ [variable]: value })).toThrow(`${variable}='${value}' is not valid`);
  });
});
