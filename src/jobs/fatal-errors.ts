/** Which errors end a poll at once instead of counting as a failed poll. */
import { DsmError, DsmNetworkError } from '../errors.js';

/** Asking again cannot help: the input, the configuration or the job itself is wrong, or time ran out. */
const FATAL_KINDS: ReadonlySet<string> = new Set(['validation', 'config', 'timeout', 'job']);

export function isFatalPollError(error: unknown): boolean {
  if (error instanceof DsmNetworkError) return error.aborted;
  return error instanceof DsmError && FATAL_KINDS.has(error.kind);
}
