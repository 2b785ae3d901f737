/** The instant a request is signed at, read from the client's clock (`now` in the configuration). */

export const INVALID_CLOCK_MESSAGE = 'The clock (`now`) gave no date a request can be signed with (years 0-9999).';

/** The error class a client refuses its configuration with, handed in so that this chunk does not import it. */
export type ConfigErrorClass = new (message: string, options?: ErrorOptions) => Error;

/**
 * One clock reading, or a configuration error (never a network failure tried again): `toISOString`
 * throws for an invalid date and writes a year outside 0-9999 with six digits, which `X-DSM-Time` cannot carry.
 */
export function readClock(now: () => Date, ConfigError: ConfigErrorClass): Date {
  try {
    const instant = now();
    if (instant instanceof Date && instant.toISOString().length === 24) return instant;
  } catch (cause) {
    throw new ConfigError(INVALID_CLOCK_MESSAGE, { cause });
  }
  throw new ConfigError(INVALID_CLOCK_MESSAGE);
}
