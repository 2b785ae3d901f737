/**
 * `@dsm/sdk/server`: a signing forwarder for a server (Node 20+, or any runtime with Web `Request` and
 * `Response`). A page calls it unsigned (`createDsmClient({ proxy: '/api/dsm' })`); it checks each call
 * against the contract, signs it for the platform with keys only the server holds, and forwards it.
 *
 *   const forward = createSigningProxy({ target: 'https://campaigns.example.org', keys, basePath: '/api/dsm' });
 *   export const POST = forward, GET = forward;   // e.g. a Next.js route handler
 */
export { createSigningProxy, type SigningProxy } from './signing-proxy.js';
export type { CallFacts, SigningProxyKeys, SigningProxyOptions } from './proxy-settings.js';
export type { DesignerFacts } from './designer.js';
export { isAdminOnly, type AccessFacts } from './admin-only.js';
