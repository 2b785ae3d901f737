/** Portal skins as replies show them, and the look-ups the skin handlers and the skin export jobs share. */
import type { components } from '../../../generated/schema.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { PortalSkinRecord } from '../store/records.js';

type PortalSkin = components['schemas']['PortalSkin'];

/**
 * A JSON-text field as stored. The contract's types show such fields as the objects the SDK's callers
 * see; on the wire they are text, and a reply's encoder sends text as it is, so the stored text goes out
 * unchanged (and a request's field arrives as text, or as an object from a caller that sent one).
 */
export const asJsonText = <T>(text: string): T => text as unknown as T;

/** A JSON-text field of a request as text: an object sent as one becomes its text; none stays null. */
export function textOf(field: unknown): string | null {
  if (field === undefined || field === null) return null;
  return typeof field === 'string' ? field : JSON.stringify(field);
}

/** A skin as the wire carries it: options as JSON text. */
export const skinView = ({ id, name, options }: PortalSkinRecord): PortalSkin => ({ id, name, options: asJsonText(options) });

const lower = (text: string) => text.toLowerCase();

export function skinByName(store: SandboxStore, name: string): PortalSkinRecord | undefined {
  return store.portalSkins.index('name', (row) => lower(row.name)).get(lower(name));
}

/** The skin of that name; refused when there is none. */
export function namedSkin(store: SandboxStore, name: string | undefined, field = 'name'): PortalSkinRecord {
  const skin = skinByName(store, given(name, field));
  if (!skin) throw new SandboxRefusal(`There is no skin named '${name}'.`);
  return skin;
}

/** The skin with that id (a number, or a path value of digits); refused when there is none. */
export function skinById(store: SandboxStore, id: unknown, field = 'id'): PortalSkinRecord {
  given(id, field);
  const skin = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? store.portalSkins.get(Number(id)) : undefined;
  if (!skin) throw new SandboxRefusal(`There is no skin with id '${quoted(id)}'.`);
  return skin;
}

/** A name for a new or renamed skin: given, and not taken by another skin (letter case aside). */
export function freeSkinName(store: SandboxStore, name: unknown, self?: number): string {
  const text = typeof name === 'string' ? name.trim() : '';
  given(text, 'name');
  const other = skinByName(store, text);
  if (other && other.id !== self) throw new SandboxRefusal(`There is already a skin named '${other.name}'.`);
  return text;
}

/** Options text as stored: JSON text as given; none gives the empty object's text. */
export const optionsText = (options: string | null | undefined): string => (options == null || options.trim() === '' ? '{}' : options);

/** True for JSON text of an object (what skin settings must be). */
export function isObjectText(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
