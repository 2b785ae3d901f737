/**
 * The create-campaign form's checks, by field, before anything is sent: a template chosen from the
 * existing ones, and a campaign name the platform takes (not empty, letters, digits, `-` and `_` only),
 * said in the platform's words.
 */
import { CampaignImportErrorCode, campaignCreationMessage } from '@dsm/sdk';

export interface CampaignFormValues {
  /** The chosen template's id as the select holds it; '' when none is chosen. */
  templateId: string;
  name: string;
}

export type CampaignFormProblems = Partial<Record<keyof CampaignFormValues, string>>;

/** The platform refuses a name with spaces or special signs. */
const CAMPAIGN_NAME = /^[A-Za-z0-9_-]+$/;

export function checkCampaignForm(values: CampaignFormValues, templateIds: readonly number[]): CampaignFormProblems {
  const problems: CampaignFormProblems = {};
  const id = Number(values.templateId);
  if (values.templateId === '' || !templateIds.includes(id)) problems.templateId = 'Choose the template to create the campaign from.';
  const name = values.name.trim();
  if (name === '') problems.name = campaignCreationMessage(CampaignImportErrorCode.destinationNameEmpty);
  else if (!CAMPAIGN_NAME.test(name)) problems.name = campaignCreationMessage(CampaignImportErrorCode.invalidCampaignName, [name]);
  return problems;
}

/** The create call's body for checked values. */
export const createCampaignBody = (values: CampaignFormValues) => ({
  campaignTemplateId: Number(values.templateId),
  campaignName: values.name.trim(),
});
