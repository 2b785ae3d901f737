/**
 * Prism's own mock (DSM_MOCK=static, and the mock of the contract tests) behind the envelope proxy:
 * targets that crash Prism when they reach it are refused by the proxy, so the mock keeps answering.
 */
import { describe, expect, inject, it } from 'vitest';
import { rawRequest } from './stack-support.js';

const port = () => inject('mockPort');
const head = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nConnection: close\r\n\r\n`;

describe('the static mock under targets Prism cannot decode', () => {
  it.each(['/api/contacts/count/%FF', '/api/contacts/%FF/x', '/api/contacts/0/%2', '/api/x%C0%AF', '/%'])(
    'refuses %s with 400 and keeps answering',
    async (target) => {
      expect(await rawRequest(port(), head(target))).toBe(400);
      const response = await fetch(`http://127.0.0.1:${port()}/api/contacts/count`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ state: 1 });
    },
  );
});

describe('the static mock under a target system with a directory', () => {
  it.each(['/dsmx/api/contacts/count', '/dsmx/portal/api/contacts/count'])('answers %s as its path from /api/ on', async (target) => {
    const response = await fetch(`http://127.0.0.1:${port()}${target}`);
    expect(response.status).toBe(401); // unsigned: the operation was found, not a 404
    expect(await response.json()).toMatchObject({ state: 1, failureMessage: expect.stringMatching(/^The request is not signed/) });
  });
});
