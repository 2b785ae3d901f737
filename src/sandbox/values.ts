/** Structured column values (code contracts) built from their text, as the platform stores them. */
import type { components } from '../../generated/schema.js';

type MailAddress = components['schemas']['MailAddress'];

/** An instant as the platform writes it: `YYYY-MM-DDTHH:MM:SSZ`. */
export const isoInstant = (instant: Date | number): string => new Date(instant).toISOString().slice(0, 19) + 'Z';

/** A mail address split into its parts, with the error the platform would report. */
export function mailAddress(value: string): MailAddress {
  const at = value.split('@');
  const errorType = at.length === 1 ? 1 : at.length > 2 ? 2 : at[0] === '' ? 3 : at[1] === '' ? 4 : 0;
  return { localPart: at.length === 2 ? at[0]! : null, domainPart: at.length === 2 ? at[1]! : null, errorType: errorType as MailAddress['errorType'], value };
}
