/**
 * Social posting (Twitter): every answer is a social post status code. The account's connection needs
 * the user's authorisation once: until a post carries a PIN (digits) the answer is `requiresAuth`
 * (2); a document post names a document template and a page of it, a width and a PDF preset.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_PDF_PRESETS } from '../demo-data/shared-names.js';
import { documentTemplateByName } from '../records/document-templates.js';
import { given } from '../refusal.js';

type StatusCode = components['schemas']['SocialPostStatusCode'];

/** The widest picture the platform renders a page into, in pixels. */
const MAX_POST_WIDTH = 4096;

const PIN = /^\d{4,10}$/;

export function socialPostingHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  /** Checks the connection (and takes a PIN), then publishes: the status code of the attempt. */
  const post = (pin: string | null | undefined, kind: 'image' | 'document', what: string): StatusCode => {
    if (pin !== undefined && pin !== null && pin !== '') {
      if (!PIN.test(pin)) return 3;
      store.twitter = { ...store.twitter, authorised: true };
    }
    if (!store.twitter.authorised) return 2;
    store.twitter = { ...store.twitter, posts: [...store.twitter.posts, { kind, what, postedOn: now().toISOString() }].slice(-100) };
    return 1;
  };

  return {
    socialPostingImage: ({ body }) => {
      const imageUrl = given(body?.imageUrl, 'imageUrl');
      let valid = false;
      try {
        valid = ['http:', 'https:'].includes(new URL(imageUrl).protocol);
      } catch {
        valid = false;
      }
      return reply.ok(valid ? post(body?.twitterPin, 'image', imageUrl) : 4);
    },
    socialPostingDocument: ({ body }) => {
      const template = documentTemplateByName(store, given(body?.documentName, 'documentName'));
      if (!template) return reply.ok(6);
      const page = body?.pageNumber ?? 1;
      if (page < 1 || page > template.pageCount) return reply.ok(7);
      const width = body?.width;
      if (width !== undefined && width !== null && (width < 1 || width > MAX_POST_WIDTH)) return reply.ok(8);
      const preset = body?.pdfPresetName ?? DEMO_PDF_PRESETS[0]!.name;
      if (!DEMO_PDF_PRESETS.some((known) => known.name.toLowerCase() === preset.toLowerCase())) return reply.ok(9);
      return reply.ok(post(undefined, 'document', `${template.name}#${page}`));
    },
  };
}
