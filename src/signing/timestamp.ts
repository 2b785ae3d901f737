/**
 * The signing clock reading: `X-DSM-Time` and the UTC day, both from ONE reading so a request signed
 * at midnight never mixes two days (the platform's own client reads the clock twice; we do not).
 */
export interface SigningTime {
  /** `YYYY-MM-DD HH:MM:SSZ` */
  timeStamp: string;
  /** `YYYY-MM-DD` */
  day: string;
}

export function signingTime(instant: Date): SigningTime {
  const iso = instant.toISOString(); // 2026-01-01T00:00:00.000Z
  const day = iso.slice(0, 10);
  return { timeStamp: `${day} ${iso.slice(11, 19)}Z`, day };
}
