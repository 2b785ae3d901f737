/**
 * `proxy`: a client without keys sends every call unsigned to a signing forwarder (`@dsm/sdk/server`), at
 * the operation's own path under the forwarder's prefix; the forwarder holds the keys, picks them from the
 * contract and the body as the SDK does, and signs for the platform. Checks, typed errors, hooks and jobs
 * work as with keys. Kept to a few bytes: every application carries it.
 */
/**
 * The forwarder's base URL for `proxy` (a path is resolved against the page), without its trailing slash;
 * undefined for none, or where it cannot be resolved (`checkConfig` refuses that). A query, fragment or user name
 * in it makes every call fail with a typed error before sending (`destination.ts`).
 */
export function proxyBase(proxy: unknown): string | undefined {
  try {
    return proxy
      ? new URL(proxy as string, (globalThis as { location?: { href?: string } }).location?.href).href.replace(/\/$/, '')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Designer mode through a forwarder: the page names the customer and campaign in these plain headers, and the
 * forwarder (`@dsm/sdk/server`, `keys.designer`) signs them into the chain; a page never sends an `X-DSM-*` header.
 */
export const DESIGNER_CUSTOMER_HEADER = 'DSM-Designer-Customer-Id';
export const DESIGNER_CAMPAIGN_HEADER = 'DSM-Designer-Campaign';
