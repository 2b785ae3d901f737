/** The record handlers of every area the sandbox keeps state for. */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { contactHandlers } from './contacts.js';

export function recordHandlers(context: SandboxContext): SandboxHandlers {
  return { ...contactHandlers(context) };
}
