/** The checks the servers of `npm start` run before a request reaches a handler or Prism, and the bounded log reader. */
import { describe, expect, it } from 'vitest';
import { bodyProblem, jsonDepth, MAX_JSON_DEPTH } from '../../scripts/serve/body-check.js';
import { LogLines } from '../../scripts/serve/log-lines.js';
import { decodedPath, MAX_TARGET_LENGTH, targetProblem } from '../../scripts/serve/request-target.js';

describe('targetProblem', () => {
  it.each([
    '/',
    '/api/contacts/count',
    '/api/campaignTemplates/byname/Spring%20Sale',
    '/api/x?q=%C3%A9&b=a+b',
    '/%E2%82%AC',
    // The contract allows any string in a path value, control characters included.
    '/api/campaignTemplates/byname/a%00b',
    '/api/campaignTemplates/byname/a%0Ab%7F',
  ])('accepts %s', (target) => {
    expect(targetProblem(target)).toBeNull();
  });

  it.each([
    ['/%', 'percent-encoding'],
    ['/%FF', 'percent-encoding'],
    ['/api/contacts/count/%FF', 'percent-encoding'],
    ['/api/contacts/0/%2', 'percent-encoding'],
    ['/%C0%AF', 'percent-encoding'],
    ['/api/x?q=%FF', 'query'],
    ['*', 'starting with /'],
    ['http://example.org/api', 'starting with /'],
    [`/${'a'.repeat(MAX_TARGET_LENGTH)}`, 'longer than'],
  ])('refuses %s', (target, reason) => {
    expect(targetProblem(target)).toContain(reason);
  });

  it('decodes the path of an accepted target', () => {
    expect(decodedPath('/byname/Spring%20Sale?x=%41')).toBe('/byname/Spring Sale');
  });
});

describe('bodyProblem', () => {
  it('accepts JSON bodies of the contract and media types with parameters', () => {
    expect(bodyProblem('application/json; charset=utf-8', Buffer.from('{"size":50,"columns":[{"columnName":"*"}]}'))).toBeNull();
    expect(bodyProblem(undefined, Buffer.alloc(0))).toBeNull();
  });

  it('refuses a Content-Type that is no media type', () => {
    expect(bodyProblem(';;;===', Buffer.from('{}'))).toMatchObject({ status: 415 });
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels, counting no brackets inside strings`, () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(bodyProblem('application/json', Buffer.from(deep))).toMatchObject({ status: 400 });
    expect(jsonDepth(Buffer.from(`{"a":"${'['.repeat(500)}\\"[","b":[{}]}`))).toBe(3);
  });
});

describe('LogLines', () => {
  it('hands each line over once, also when split across chunks', () => {
    const seen: string[] = [];
    const log = new LogLines((line) => seen.push(line));
    for (const chunk of ['first li', 'ne\nsecond\nthi', 'rd\n']) log.push(chunk);
    expect(seen).toEqual(['first line', 'second', 'third']);
  });

  it('keeps only a short tail, however much was logged', () => {
    const log = new LogLines(undefined, 3);
    for (let i = 0; i < 10_000; i++) log.push(`request ${i} ${'x'.repeat(500)}\n`);
    log.push('a'.repeat(1_000_000)); // one endless line
    const tail = log.tail();
    expect(tail.length).toBeLessThan(10_000);
    expect(tail).toContain('request 9999');
    expect(tail).not.toContain('request 9996');
  });
});
