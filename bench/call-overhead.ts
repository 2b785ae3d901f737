/**
 * A call through the SDK against bare openapi-fetch, both answered by the same stub fetch (a fresh
 * envelope reply each time), interleaved in the same run: GET and POST, signed through `call()`, the
 * generated function and `raw`, and unsigned through `call()`.
 */
import createClient from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { Query } from '../src/index.js';
import { interleaved } from './interleaved.js';
import { importShipped } from './shipped.js';

/** What the bench calls, from the SDK bundled as an application ships it (bench/shipped.ts). */
type Shipped = typeof import('../test/support/full-client.js') & Pick<typeof import('../src/index.js'), 'contactsCount' | 'contactsGet'>;
const SHIPPED = `
export { createDsmClient } from './test/support/full-client.ts';
export { contactsCount, contactsGet } from './src/index.ts';
`;

const keys = { publicKey: 'pub-bench', privateKey: 'priv-bench-0123456789' };
export const QUERY: Query = {
  size: 50,
  start: 0,
  columns: [{ columnName: '*' }],
  orders: [{ columnName: 'dsm_CustomerID', orderMode: 0 }],
  wheres: [],
};
const replyText = JSON.stringify({ state: 0, responseObject: 1284, failureMessage: null, failureDetail: null });
const stubFetch = (async () => new Response(replyText, { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

/**
 * 45 rounds of 60 ms rather than the other sections' 9 of 300 ms, the same time in all: a call costs tens of
 * microseconds and leaves garbage (its Request, Response and streams) that the next slice may pay to collect, so
 * the ratios of single rounds scatter widely, and many short rounds give their median the samples to settle.
 * (Three runs each on one machine: `raw` GET 0.57–0.72 with 9 rounds, 0.636–0.656 with 45.)
 */
export async function benchCallOverhead({ rounds = 45, sliceMs = 60 } = {}) {
  const { createDsmClient, contactsCount, contactsGet } = await importShipped<Shipped>(SHIPPED);
  const bare = createClient<paths>({ baseUrl: 'https://demo.example.com', fetch: stubFetch });
  const signed = createDsmClient({ targetSystem: 'demo.example.com', ...keys, fetch: stubFetch });
  const unsigned = createDsmClient({ targetSystem: 'demo.example.com', fetch: stubFetch });
  const get = await interleaved(
    () => bare.GET('/api/contacts/count'),
    {
      signedCall: () => signed.call('contactsCount'),
      signedFunction: () => contactsCount({ client: signed }),
      signedRaw: () => signed.raw.GET('/api/contacts/count'),
      unsignedCall: () => unsigned.call('contactsCount'),
    },
    { rounds, sliceMs },
  );
  const post = await interleaved(
    () => bare.POST('/api/contacts/get', { body: QUERY }),
    {
      signedCall: () => signed.call('contactsGet', { body: QUERY }),
      signedFunction: () => contactsGet(QUERY, { client: signed }),
      signedRaw: () => signed.raw.POST('/api/contacts/get', { body: QUERY }),
      unsignedCall: () => unsigned.call('contactsGet', { body: QUERY }),
    },
    { rounds, sliceMs },
  );
  return { anchor: 'bare openapi-fetch, same stub fetch', targets: { signed: 0.6, unsigned: 0.8 }, get, post };
}
