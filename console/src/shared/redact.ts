/**
 * The last line of defence for keys: every text the console renders from a request, a reply or an
 * error goes through `redactKeys`, which replaces any configured key value with its placeholder.
 */
import type { ConnectionSettings, KeyField } from '../connection/connection-settings';

export const KEY_PLACEHOLDERS: Record<KeyField, string> = {
  publicKey: '$DSM_PUBLIC_KEY',
  privateKey: '$DSM_PRIVATE_KEY',
  adminPublicKey: '$DSM_ADMIN_PUBLIC_KEY',
  adminPrivateKey: '$DSM_ADMIN_PRIVATE_KEY',
  sourcePublicKey: '$DSM_SOURCE_KEY',
};

export function redactKeys(text: string, settings: ConnectionSettings): string {
  let result = text;
  const entries = (Object.keys(KEY_PLACEHOLDERS) as KeyField[])
    .map((field) => [settings[field].trim(), KEY_PLACEHOLDERS[field]] as const)
    .filter(([value]) => value.length > 0)
    // Longest first, so a key that contains another is replaced whole.
    .sort(([a], [b]) => b.length - a.length);
  for (const [value, placeholder] of entries) result = result.split(value).join(placeholder);
  return result;
}
