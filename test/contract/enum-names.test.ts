/**
 * Enumeration member names spelled exactly as the platform's documentation spells them (campaign media type),
 * in the contract and in the generated constants.
 */
import { describe, expect, inject, it } from 'vitest';
import { loadBundle } from '../../scripts/contract.js';

const bundle = loadBundle(inject('bundlePath'));
/** "campaign media type: unknown 0, purl 1, ..., mobilePURL 11, dashBoard 12". */
const seedCampaignMediaTypes = [
  'unknown',
  'purl',
  'personalPage',
  'mail',
  'document',
  'sms',
  'staticPage',
  'staticHomePage',
  'mobileWebPage',
  'mobileHomePage',
  'mobilePersonalPage',
  'mobilePURL',
  'dashBoard',
];

describe('campaign media type names', () => {
  it.each(['CampaignMediaType', 'WorkflowCampaignMediaType'])('%s names 0..12 as the platform’s documentation does', (name) => {
    const schema = bundle.components.schemas[name];
    expect(schema.enum).toEqual(seedCampaignMediaTypes.map((_, index) => index));
    expect(schema['x-enum-varnames']).toEqual(seedCampaignMediaTypes);
  });

  it('the generated constant reads CampaignMediaType.mobilePURL', async () => {
    const { CampaignMediaType } = await import('../../generated/model/index.js');
    expect(CampaignMediaType.mobilePURL).toBe(11);
    expect(Object.keys(CampaignMediaType)).not.toContain('mobilePurl');
  });
});
