/**
 * Loads the chunks the client imports on demand (the operation table of `call()` and `raw`, the raw
 * gate, the signing chain), before any test installs fake timers: a first dynamic import needs real
 * I/O, which fake timers would never let finish.
 */
await import('../../src/transport/operation-lookup.js');
await import('../../src/transport/raw-gate.js');
await import('../../src/signing/signer.js');
export {};
