/**
 * The client with every surface, `call()` (`withCall`) and `raw` (`withRaw`), as the tests that use
 * them make it: `createDsmClient` of `@dsm/sdk` extended once, so a test reads as an application's code.
 */
import { withCall } from '../../src/call.js';
import { createDsmClient as createBareClient } from '../../src/client.js';
import type { DsmConfig } from '../../src/config.js';
import { withRaw } from '../../src/raw.js';

export const createDsmClient = (config?: DsmConfig) => withRaw(withCall(createBareClient(config)));

/** A client with `call()` and `raw`. */
export type DsmClient = ReturnType<typeof createDsmClient>;
