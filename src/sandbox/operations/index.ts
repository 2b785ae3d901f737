/** The record handlers of every area the sandbox keeps state for. */
import type { SandboxContext, SandboxHandlers } from '../context.js';

export function recordHandlers(_context: SandboxContext): SandboxHandlers {
  return {};
}
