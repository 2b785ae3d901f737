/** The instant a request is signed at, read from the client's clock (`now` in the configuration). */

export const INVALID_CLOCK_MESSAGE = 'The clock (`now`) gave no date a request can be signed with (years 0-9999).';

/** The error class a client refuses its configuration with, handed in so that this chunk does not import it. */
export type ConfigErrorClass = new (message: string, options?: ErrorOptions) => Error;

/** The first and last millisecond `X-DSM-Time` can carry: years 0 to 9999, as `toISOString` writes them with four digits. */
const EARLIEST = -62_167_219_200_000; // 0000-01-01T00:00:00.000Z (Date.UTC would read year 0 as 1900)
const LATEST = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

/**
 * One clock reading, or a configuration error (never a network failure tried again): an invalid date, or one
 * outside years 0-9999 (which `toISOString` writes with six digits, and `X-DSM-Time` cannot carry).
 */
export function readClock(now: () => Date, ConfigError: ConfigErrorClass): Date {
  let time: number;
  try {
    const instant = now();
    // A range check, not a formatting: the clock is read for every request, and its text is formatted once a second.
    if (instant instanceof Date && (time = instant.getTime()) >= EARLIEST && time <= LATEST) return instant;
  } catch (cause) {
    throw new ConfigError(INVALID_CLOCK_MESSAGE, { cause });
  }
  throw new ConfigError(INVALID_CLOCK_MESSAGE);
}
