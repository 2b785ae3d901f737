/**
 * `proxy`: a client without keys sends every call unsigned to a signing forwarder (`@dsm/sdk/server`), at
 * the operation's own path under the forwarder's prefix; the forwarder holds the keys, picks them from the
 * contract and the body as the SDK does, and signs for the platform. Checks, typed errors, hooks and jobs
 * work as with keys. Kept to a few bytes: every application carries it.
 */
import { DsmConfigError } from '../errors.js';

/**
 * The forwarder's base URL for `proxy` (a path resolved against the page, or a full URL) without a trailing
 * slash; undefined without one. A value that is no http(s) URL, or has a query, fragment or user name, is
 * refused (a URL of another scheme has no origin, so it never equals its origin and path).
 */
export function proxyBase(proxy: string | null | undefined): string | undefined {
  if (!proxy) return undefined;
  try {
    const url = new URL(proxy, (globalThis as { location?: { href?: string } }).location?.href);
    if (url.href === url.origin + url.pathname) return url.href.replace(/\/$/, '');
  } catch {
    // refused below
  }
  throw new DsmConfigError('`proxy` must be a URL or path.');
}
