/** The demo rows of the media areas (images, document templates, fonts, impositions), built with the shared ones. */
import type { SandboxDemoData } from '../store/index.js';
import type { CategoryRecord, TemplateRecord } from '../store/records.js';
import { demoCampaigns } from './catalogue.js';
import { demoDocumentTemplates } from './document-templates.js';
import { demoCampaignFonts } from './fonts.js';
import { demoImages } from './images.js';
import { demoImpositions } from './impositions.js';
import { seededRandom } from './random.js';

type MediaDemoData = Pick<SandboxDemoData, 'images' | 'documentTemplates' | 'campaignFonts' | 'impositions'>;

export function mediaDemoData(categories: readonly CategoryRecord[], templates: readonly TemplateRecord[]): MediaDemoData {
  // The demo campaigns' ids and names come from the templates alone (not from the random values), so a
  // generator of its own gives the same ones without changing the shared generator's sequence.
  const campaigns = demoCampaigns(seededRandom(1), templates);
  return {
    images: demoImages(categories),
    documentTemplates: demoDocumentTemplates(categories, campaigns),
    campaignFonts: demoCampaignFonts(campaigns),
    impositions: demoImpositions(),
  };
}
