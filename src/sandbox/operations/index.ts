/** The record handlers of every area the sandbox keeps state for. */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { categoryHandlers } from './categories.js';
import { contactHandlers } from './contacts.js';
import { templateLinkHandlers } from './template-links.js';
import { templateHandlers } from './templates.js';

export function recordHandlers(context: SandboxContext): SandboxHandlers {
  return {
    ...contactHandlers(context),
    ...templateHandlers(context),
    ...templateLinkHandlers(context),
    ...categoryHandlers(context),
  };
}
