/** Social posting through the SDK against the sandbox: the status codes follow the connection and the document templates. */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();
const imageUrl = 'https://demo.example.com/images/strand.jpg';

describe('social posting', () => {
  it('asks for authorisation first, refuses a bad PIN, then posts', async () => {
    expect(await dsm.call('socialPostingImage', { body: { imageUrl } })).toBe(2);
    expect(await dsm.call('socialPostingImage', { body: { imageUrl, twitterPin: 'abc' } })).toBe(3);
    expect(await dsm.call('socialPostingImage', { body: { imageUrl, twitterPin: '4711815' } })).toBe(1);
    expect(await dsm.call('socialPostingImage', { body: { imageUrl } })).toBe(1);
    expect(await dsm.call('socialPostingImage', { body: { imageUrl: 'not an address' } })).toBe(4);
  });

  it('posts a page of a document template; an unknown document, page, width or preset has its own code', async () => {
    await dsm.call('socialPostingImage', { body: { imageUrl, twitterPin: '4711815' } });
    const post = { documentName: 'Mailing-A4-Fruehling', pageNumber: 2, width: 1024, pdfPresetName: 'Preview' };
    expect(await dsm.call('socialPostingDocument', { body: post })).toBe(1);
    expect(await dsm.call('socialPostingDocument', { body: { ...post, documentName: 'Nope' } })).toBe(6);
    expect(await dsm.call('socialPostingDocument', { body: { ...post, pageNumber: 3 } })).toBe(7);
    expect(await dsm.call('socialPostingDocument', { body: { ...post, width: 100_000 } })).toBe(8);
    expect(await dsm.call('socialPostingDocument', { body: { ...post, pdfPresetName: 'Nope' } })).toBe(9);
    await dsm.call('documentTemplatesDeleteByName', { path: { name: 'Mailing-A4-Fruehling' } });
    expect(await dsm.call('socialPostingDocument', { body: post })).toBe(6);
  });
});
