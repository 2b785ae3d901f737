/**
 * Fields that travel as JSON text but are objects for SDK users (docs/protocol.md §6; seed 001 §3.8,
 * §7.1; seed 002 §3): a portal skin's `options`, a skin's settings and an application's settings.
 */
import type { PortalSkin, PortalSkinSettings } from '../../generated/model/index.js';

/** Skin options or skin settings as the SDK exposes them. */
export type SkinOptions = Record<string, unknown>;

/** A portal skin as the SDK exposes it: `options` is an object (on the wire it is JSON text). */
export interface Skin extends Omit<PortalSkin, 'options'> {
  options?: SkinOptions | null;
}

/** An application's settings as a caller may give them: text is sent as it is, anything else as JSON text. */
export type ApplicationSettings = string | object;

/** True for a non-null object that is not an array. */
function isPlainObject(value: unknown): value is SkinOptions {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses skin options or settings text. Empty text (or null, or the JSON `null`) gives `{}`; text that
 * is not a JSON object is an error (SyntaxError for broken JSON, TypeError for another JSON value).
 */
export function parseSkinSettings(text: string | null | undefined): SkinOptions {
  if (text === null || text === undefined || text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (parsed === null) return {};
  if (!isPlainObject(parsed)) throw new TypeError('Skin settings are not a JSON object.');
  return parsed;
}

/** The skin with its `options` object turned into JSON text; absent or null options stay as they are. */
export function skinToWire(skin: Skin): PortalSkin {
  const { options, ...rest } = skin;
  if (options === undefined) return rest;
  return { ...rest, options: options === null ? null : JSON.stringify(options) };
}

/** The skin with its `options` text parsed into an object (empty or null text gives `{}`). */
export function skinFromWire(wireSkin: PortalSkin): Skin {
  const { options, ...rest } = wireSkin;
  return { ...rest, options: parseSkinSettings(options) };
}

/** The body of a settings save (`settings/save`): the skin id and the settings as JSON text. */
export function skinSettingsToWire(skinId: number, settings: SkinOptions): PortalSkinSettings {
  return { skinId, options: JSON.stringify(settings) };
}

/** An application's settings as the one string the server stores: text is kept, anything else is serialised. */
export function applicationSettingsToWire(value: ApplicationSettings): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
