/**
 * Access: `validateadminkeys` (both spellings) answers whether the request was signed with the admin key
 * pair. The signature itself is checked before a handler runs, so the key pair that signed is known.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';

export function accessHandlers({ reply }: SandboxContext): SandboxHandlers {
  return {
    smartCampaignValidateAdminKeys: ({ signedWith }) => reply.ok(signedWith === 'admin'),
    smartCampaignValidateAdminKeysCamelCase: ({ signedWith }) => reply.ok(signedWith === 'admin'),
  };
}
