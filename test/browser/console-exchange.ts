/**
 * The explorer's exchange as the console shows it (the request, its headers, the reply), and its check
 * against an independent signature computation (test/browser/signature.ts).
 */
import { expect } from 'vitest';
import { KEYS, type ConsoleSession } from './console-session.js';
import { expectedSignature } from './signature.js';

export function exchangeOf(session: ConsoleSession) {
  /** The shown value of a request header. */
  const header = (name: string) => session.page.locator(`[data-testid="exchange"] code[data-header="${name}"]`).textContent();

  /** Opens an operation through the explorer's search. */
  async function openOperation(operationId: string) {
    const { page } = session;
    if (!page.url().includes('#/explorer')) await session.goto('#/explorer');
    await page.getByLabel('Search by summary, path, operationId or hook').fill(operationId);
    await page.locator(`a[href="#/explorer/${operationId}"]`).click();
    await page.locator('#operation-title').waitFor();
  }

  /** Recomputes the shown request's signature from the shown time, method, URL and body. */
  async function verifyShownSignature(privateKey: string) {
    const { page } = session;
    const url = new URL((await page.getByTestId('request-url').textContent())!);
    const method = (await page.getByTestId('request-method').textContent())!;
    const bodyText = (await page.getByTestId('request-body').textContent())!;
    const body = bodyText.startsWith('(empty') ? '' : bodyText;
    const time = (await header('X-DSM-Time'))!;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
    const signature = await header('X-DSM-Signature');
    expect(signature).toBe(
      expectedSignature({
        privateKey,
        host: url.hostname,
        time,
        method,
        signedPath: url.pathname,
        sourcePublicKey: KEYS.sourcePublicKey,
        body,
      }),
    );
    return { url, method, body, time, signature: signature! };
  }

  return { header, openOperation, verifyShownSignature };
}
