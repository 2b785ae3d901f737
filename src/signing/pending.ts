/**
 * Values the signing chain has now (node:crypto, an application's SHA-256) or later (WebCrypto). A step goes
 * on at once when its input is here, so a synchronous HMAC signs without waiting a turn of the event loop.
 */
export type Pending<T> = T | Promise<T>;

/** `next` of `value`: at once when the value is here, once it settles otherwise. */
export const andThen = <T, U>(value: Pending<T>, next: (value: T) => Pending<U>): Pending<U> =>
  value instanceof Promise ? value.then(next) : next(value);

/**
 * Keeps `pending` under `key` so that signatures that overlap derive it once, and its value in its place once
 * it settles, so that later ones need not wait; a failure is not kept.
 */
export function keep<K, V>(map: Map<K, Pending<V>>, key: K, pending: Pending<V>): Pending<V> {
  map.set(key, pending);
  if (pending instanceof Promise)
    pending.then(
      (value) => map.get(key) === pending && map.set(key, value),
      () => map.get(key) === pending && map.delete(key),
    );
  return pending;
}
