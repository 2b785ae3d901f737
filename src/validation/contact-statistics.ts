/** Checks of the contact statistics calls. */
import type { OperationId } from '../../generated/routes.js';
import type { Validator } from './index.js';
import { fieldsOf, knownComparers, rejectWhen } from './rules.js';
import { allOf, requireBody, requireField, requireParams } from './requirements.js';

const model = requireBody('You need to provide a model.');
const eventTypes = allOf(
  requireField('eventTypes', "You need to provide the event types you are interested in. Please set the property 'eventTypes'."),
  rejectWhen(
    ({ body }) => !Array.isArray(fieldsOf(body).eventTypes),
    "You need to provide the event types you are interested in as array. Please set the array 'eventTypes'.",
  ),
);
/** Daily and combined also need the period. */
const period = allOf(
  model,
  requireField('startDate', "You need to provide a start date. Please set the property 'startDate'."),
  requireField('endDate', "You need to provide an end date. Please set the property 'endDate'."),
  eventTypes,
);

export const contactStatisticsValidators: Partial<Record<OperationId, Validator>> = {
  contactStatisticsHourly: allOf(model, eventTypes),
  contactStatisticsDaily: period,
  contactStatisticsCombined: period,
  /** The exports word a missing params object as the other calls of that document do; the contact export's wheres are query wheres. */
  contactStatisticsExport: allOf(requireParams, knownComparers),
  contactStatisticsUnsubscribersExport: requireParams,
};
