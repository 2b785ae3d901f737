/**
 * The sandbox's long-running jobs (campaign creation, imports, renders, statistics): handlers for the
 * operations that start a job and read its status, built on the sandbox's context. They take precedence
 * over the record handlers for the same operation.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';

export function jobHandlers(_context: SandboxContext): SandboxHandlers {
  return {};
}
