/** Visitor cookies: `getcookies` answers a list of name/value entries, `setcookies` takes one. */
import type { DataRelationCookie } from '../../generated/model/index.js';

export type CookieMap = Record<string, string | null>;

/**
 * The list as a map by name; a later entry of the same name wins. The map has no prototype, so a
 * cookie named `__proto__` or `constructor` is an entry like any other.
 */
export function cookiesToMap(cookies: readonly DataRelationCookie[]): CookieMap {
  const map: CookieMap = Object.create(null);
  for (const { name, value } of cookies) map[name] = value ?? null;
  return map;
}

/** The map back as the list `setcookies` takes, in the map's order. */
export function cookiesFromMap(map: Readonly<CookieMap>): DataRelationCookie[] {
  return Object.entries(map).map(([name, value]) => ({ name, value }));
}
