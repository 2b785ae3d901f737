/** Checks of the campaign template calls (the Query model's comparers). */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { knownComparers, missingParameter, rejectWhen } from './rules.js';
import { allOf, each, notAnInteger, requireBody, requireField, requirePath } from './requirements.js';

/**
 * `{idOrName}` is an id or a technical name, so only a number that is not an integer is certainly a
 * bad id; an empty value is the missing id.
 */
const isNonIntegerNumber = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && !Number.isInteger(number);
};

export const campaignTemplatesValidators: Partial<Record<OperationId, Validator>> = {
  campaignTemplatesMetadata: allOf(
    requirePath('idOrName', missingParameter('campaignTemplateId')),
    rejectWhen(({ path }) => isNonIntegerNumber(path.idOrName), notAnInteger('campaignTemplateId')),
  ),
  campaignTemplatesMetadataByRandomKey: requirePath('name', missingParameter('campaignTemplateName')),
  campaignTemplatesUpdate: allOf(requireBody('No model provided.'), requireField('id')),
  ...each(
    [
      'campaignTemplatesCountWithQuery',
      'campaignTemplatesCountByRole',
      'campaignTemplatesGet',
      'campaignTemplatesGetByRole',
      'campaignTemplatesGetByRoleWithoutRole',
      'campaignTemplatesGetWithQueryByCategory',
      'campaignTemplatesCountWithQueryByCategory',
    ],
    knownComparers,
  ),
};
