/**
 * Which mock `npm start` serves (DSM_MOCK): `sandbox` (default) answers with MSW handlers behind
 * Prism's validation, `static` is Prism's own mock of the contract's examples.
 */
import type { RequestHandler } from 'msw';
import { dsmHandlers } from '../../src/msw/index.js';

export type MockKind = 'sandbox' | 'static';

export interface HandlersMock {
  kind: 'sandbox';
  /** What the banner says about it. */
  description: string;
  handlers: () => readonly RequestHandler[];
  /** Keys the console is connected with (null: it makes up demo keys). */
  keys: null;
}

export function mockKind(value: string | undefined): MockKind {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  if (value === 'static') return 'static';
  throw new Error(`DSM_MOCK='${value}' is not a mock: use DSM_MOCK=sandbox (the default) or DSM_MOCK=static (Prism's mock of the examples).`);
}

/** The handlers served behind Prism. */
export async function handlersMock(): Promise<HandlersMock> {
  const handlers = dsmHandlers();
  return { kind: 'sandbox', description: "the contract's examples (MSW handlers of @dsm/sdk/msw) behind Prism's validation", handlers: () => handlers, keys: null };
}
