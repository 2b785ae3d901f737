/**
 * Loads the operation table that `call()` and `raw` import on demand, before any test installs fake
 * timers: a first dynamic import needs real I/O, which fake timers would never let finish.
 */
await import('../../src/transport/operation-lookup.js');
export {};
