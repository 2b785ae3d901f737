/**
 * The last line of defence for keys: every text the console renders from a request, a reply or an
 * error goes through `redactKeys`, which replaces any configured key value with its placeholder, in
 * every form a request or a copied command writes it: as typed, percent-encoded in a path (with the
 * resource-name markers, either hex case), escaped in JSON, and quoted for the shell.
 */
import { resourceFileName } from '@dsm/sdk';
import type { ConnectionSettings, KeyField } from '../connection/connection-settings';

export const KEY_PLACEHOLDERS: Record<KeyField, string> = {
  publicKey: '$DSM_PUBLIC_KEY',
  privateKey: '$DSM_PRIVATE_KEY',
  adminPublicKey: '$DSM_ADMIN_PUBLIC_KEY',
  adminPrivateKey: '$DSM_ADMIN_PRIVATE_KEY',
  sourcePublicKey: '$DSM_SOURCE_KEY',
};

/** `encodeURIComponent`, or the text itself for one it cannot encode (a lone surrogate, which is never sent). */
const percentEncoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Every way a request, a reply or a curl command can write `value`. */
export function writtenForms(value: string): string[] {
  const forms = new Set<string>();
  for (const marked of new Set([value, resourceFileName(value), resourceFileName(value, { forDelete: true })]))
    for (const encoded of [marked, percentEncoded(marked), JSON.stringify(marked).slice(1, -1)])
      for (const hexCase of [encoded, encoded.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())]) {
        forms.add(hexCase);
        forms.add(hexCase.replace(/'/g, `'\\''`)); // inside the shell's single quotes
      }
  return [...forms];
}

export function redactKeys(text: string, settings: ConnectionSettings): string {
  let result = text;
  const entries = (Object.keys(KEY_PLACEHOLDERS) as KeyField[])
    .flatMap((field) => {
      const value = settings[field].trim();
      return value ? writtenForms(value).map((form) => [form, KEY_PLACEHOLDERS[field]] as const) : [];
    })
    // Longest first, so a key (or a form of one) that contains another is replaced whole.
    .sort(([a], [b]) => b.length - a.length);
  for (const [form, placeholder] of entries) result = result.split(form).join(placeholder);
  return result;
}
