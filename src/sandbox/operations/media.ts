/** The record handlers of the media areas: images, document templates, fonts, impositions, svg and social posting. */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { documentTemplateHandlers } from './document-templates.js';
import { fontHandlers } from './fonts.js';
import { imageHandlers } from './images.js';
import { impositionHandlers } from './impositions.js';
import { socialPostingHandlers } from './social-posting.js';
import { svgHandlers } from './svg.js';

export function mediaHandlers(context: SandboxContext): SandboxHandlers {
  return {
    ...imageHandlers(context),
    ...documentTemplateHandlers(context),
    ...fontHandlers(context),
    ...impositionHandlers(context),
    ...svgHandlers(context),
    ...socialPostingHandlers(context),
  };
}
