/** Structured column values (code contracts) built from their text, as the platform stores them. */
import { parseMailAddress } from '../models/mail-address.js';

/** An instant as the platform writes it: `YYYY-MM-DDTHH:MM:SSZ`. */
export const isoInstant = (instant: Date | number): string => `${new Date(instant).toISOString().slice(0, 19)}Z`;

/** A mail address split into its parts, with the error the platform would report (the SDK's own parser). */
export const mailAddress = parseMailAddress;

/**
 * A job or status id in the form of a GUID, counted rather than random so runs repeat exactly:
 * `sequentialId('creation', 1)` is `00000001-0000-4000-8000-637265617469` (the kind's first letters in hex).
 */
export function sequentialId(kind: string, count: number): string {
  const tag = Array.from(new TextEncoder().encode(kind), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .padEnd(12, '0')
    .slice(0, 12);
  return `${count.toString(16).padStart(8, '0')}-0000-4000-8000-${tag}`;
}
