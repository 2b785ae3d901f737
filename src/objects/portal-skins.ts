/**
 * Portal skins with their options as objects (docs/protocol.md §6: the options travel as JSON text, the
 * SDK exposes objects). These wrap the generated operations and convert on the way in and out.
 */
import type { DsmClient, SendOptions } from '../client.js';
import { parseSkinSettings, skinFromWire, skinSettingsToWire, skinToWire, type Skin, type SkinOptions } from '../models/json-text.js';

/** All skins, options parsed. */
export async function listSkins(client: DsmClient, options?: SendOptions): Promise<Skin[]> {
  return (await client.call('portalSkinsGet', undefined, options)).map(skinFromWire);
}

/** One skin by name, options parsed. */
export async function getSkinByName(client: DsmClient, name: string, options?: SendOptions): Promise<Skin> {
  return skinFromWire(await client.call('portalSkinsGetByName', { path: { name } }, options));
}

/** Creates a skin; its options object is sent as JSON text. Resolves to the stored skin. */
export async function createSkin(client: DsmClient, skin: Skin, options?: SendOptions): Promise<Skin> {
  return skinFromWire(await client.call('portalSkinsCreate', { body: skinToWire(skin) }, options));
}

/** Saves a skin; its options object is sent as JSON text. */
export function saveSkin(client: DsmClient, skin: Skin, options?: SendOptions): Promise<boolean> {
  return client.call('portalSkinsSave', { body: skinToWire(skin) }, options);
}

/** A skin's settings as an object (empty text gives `{}`). */
export async function loadSkinSettings(client: DsmClient, skinId: number, options?: SendOptions): Promise<SkinOptions> {
  return parseSkinSettings(await client.call('portalSkinsSettingsLoad', { path: { skinId } }, options));
}

/** Stores a skin's settings object as JSON text. */
export function saveSkinSettings(client: DsmClient, skinId: number, settings: SkinOptions, options?: SendOptions): Promise<boolean> {
  return client.call('portalSkinsSettingsSave', { body: skinSettingsToWire(skinId, settings) }, options);
}
