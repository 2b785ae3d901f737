/**
 * Enumeration member names spelled exactly as the platform's documentation spells them (campaign media type,
 * the job category IT, the data-relation mode datadistinct), in the contract and in the generated constants.
 */
import { describe, expect, inject, it } from 'vitest';
import { loadBundle } from '../../scripts/generate/contract.js';

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

describe('names the platform writes in their own letter case', () => {
  it('the job category 2 is IT (the documentation: "2 IT"), the data-relation mode datadistinct ("data or datadistinct")', () => {
    const { JobCategory, DataRelationMode } = bundle.components.schemas;
    expect(JobCategory['x-enum-varnames'][JobCategory.enum.indexOf(2)]).toBe('IT');
    expect(DataRelationMode['x-enum-varnames']).toEqual(['data', 'datadistinct']);
  });

  it('the generated constants read JobCategory.IT and DataRelationMode.datadistinct', async () => {
    const { JobCategory, DataRelationMode } = await import('../../generated/model/index.js');
    expect(JobCategory.IT).toBe(2);
    expect(DataRelationMode.datadistinct).toBe('datadistinct');
    expect(Object.keys(JobCategory)).not.toContain('it');
    expect(Object.keys(DataRelationMode)).not.toContain('dataDistinct');
  });
});
