/**
 * The signing clock reading: `X-DSM-Time` and the UTC day, both from ONE reading so a request signed
 * at midnight never mixes two days (the platform's own client reads the clock twice; we do not).
 */
export interface SigningTime {
  /** `YYYY-MM-DD HH:MM:SSZ` */
  readonly timeStamp: string;
  /** `YYYY-MM-DD` */
  readonly day: string;
}

/** The texts of one clock reading, formatted anew. */
export function formatSigningTime(instant: Date): SigningTime {
  const iso = instant.toISOString(); // 2026-01-01T00:00:00.000Z
  const day = iso.slice(0, 10);
  return { timeStamp: `${day} ${iso.slice(11, 19)}Z`, day };
}

// The texts of the last second asked for, shared by every signer (a time stamp is no secret): signers
// made one after another within a second format it once.
let cachedSecond: number | undefined;
let cached: SigningTime;

export function signingTime(instant: Date): SigningTime {
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== cachedSecond) {
    cached = formatSigningTime(instant);
    cachedSecond = second;
  }
  return cached;
}
