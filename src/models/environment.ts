/** Environment data (items of lang, name and value, regrouped by language). */
import type { DatabaseEnvironmentItem } from '../../generated/model/index.js';

/** Values by language, then by name: `{ de: { greeting: 'Hallo' }, en: { greeting: 'Hello' } }`. */
export type EnvironmentByLanguage = Record<string, Record<string, string | null>>;

/**
 * Regroups the items by language; a later item of the same language and name wins. Both levels have
 * no prototype: a language or name such as `__proto__` is an entry, never a write to Object.prototype.
 */
export function environmentByLanguage(items: readonly DatabaseEnvironmentItem[]): EnvironmentByLanguage {
  const grouped: EnvironmentByLanguage = Object.create(null);
  for (const { lang, name, value } of items) {
    (grouped[lang] ??= Object.create(null) as Record<string, string | null>)[name] = value ?? null;
  }
  return grouped;
}
