/** The create-campaign form's checks: by field, in the platform's words, before anything is sent. */
import { describe, expect, it } from 'vitest';
import { checkCampaignForm, createCampaignBody } from '../src/campaigns/campaign-form';

const TEMPLATES = [1, 2, 3];

describe('checkCampaignForm', () => {
  it('asks for a template chosen from the existing ones', () => {
    expect(checkCampaignForm({ templateId: '', name: 'Spring' }, TEMPLATES)).toEqual({
      templateId: 'Choose the template to create the campaign from.',
    });
    expect(checkCampaignForm({ templateId: '99', name: 'Spring' }, TEMPLATES).templateId).toBeDefined();
  });

  it('refuses an empty name or one with spaces or special signs, as the platform says it', () => {
    expect(checkCampaignForm({ templateId: '2', name: '  ' }, TEMPLATES)).toEqual({
      name: 'Please set a valid campaign name. You cannot use an empty value.',
    });
    expect(checkCampaignForm({ templateId: '2', name: 'Spring sale!' }, TEMPLATES)).toEqual({
      name: "The campaign name 'Spring sale!' contains invalid characters (like spaces or special signs). Please choose another one.",
    });
  });

  it('passes a chosen template and a valid name, sent as numbers and trimmed text', () => {
    const values = { templateId: '2', name: ' Spring_2026 ' };
    expect(checkCampaignForm(values, TEMPLATES)).toEqual({});
    expect(createCampaignBody(values)).toEqual({ campaignTemplateId: 2, campaignName: 'Spring_2026' });
  });
});
