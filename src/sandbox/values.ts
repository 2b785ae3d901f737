/** Structured column values (code contracts) built from their text, as the platform stores them. */
import type { components } from '../../generated/schema.js';

type MailAddress = components['schemas']['MailAddress'];

/** An instant as the platform writes it: `YYYY-MM-DDTHH:MM:SSZ`. */
export const isoInstant = (instant: Date | number): string => `${new Date(instant).toISOString().slice(0, 19)}Z`;

/** A mail address split into its parts, with the error the platform would report. */
export function mailAddress(value: string): MailAddress {
  const at = value.split('@');
  const errorType = at.length === 1 ? 1 : at.length > 2 ? 2 : at[0] === '' ? 3 : at[1] === '' ? 4 : 0;
  return {
    localPart: at.length === 2 ? at[0]! : null,
    domainPart: at.length === 2 ? at[1]! : null,
    errorType: errorType as MailAddress['errorType'],
    value,
  };
}

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
