/**
 * Keys live in memory. Only when the user opts in are the settings kept in sessionStorage, which
 * lasts for this browser tab and is never sent anywhere.
 */
import { emptySettings, type ConnectionSettings } from './connection-settings';

export const STORAGE_KEY = 'dsm-console.connection';

export function loadRemembered(storage: Storage = sessionStorage): ConnectionSettings | null {
  try {
    const text = storage.getItem(STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<ConnectionSettings>;
    const base = emptySettings();
    const merged = { ...base };
    for (const key of Object.keys(base) as (keyof ConnectionSettings)[]) {
      if (typeof value[key] === typeof base[key]) (merged as Record<string, unknown>)[key] = value[key];
    }
    return merged;
  } catch {
    return null;
  }
}

export function remember(settings: ConnectionSettings, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(settings));
}

export function forget(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
