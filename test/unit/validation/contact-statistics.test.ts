// @vitest-environment jsdom
/** Contact statistics (the model, dates, event types) and unsubscribers get. */
import type { OperationId } from '../../../generated/operation-ids.js';
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases, NO_BODY, type Rejection } from './harness.js';

const NO_EVENT_TYPES = "You need to provide the event types you are interested in. Please set the property 'eventTypes'.";
const NOT_AN_ARRAY = "You need to provide the event types you are interested in as array. Please set the array 'eventTypes'.";
const all: OperationId[] = ['contactStatisticsHourly', 'contactStatisticsDaily', 'contactStatisticsCombined'];
const withPeriod: OperationId[] = ['contactStatisticsDaily', 'contactStatisticsCombined'];

checkArea(
  'contact statistics checks',
  checkedOperationsOf('contact-statistics'),
  [
    ...all.flatMap((operationId): Rejection[] => [
      [operationId, NO_BODY, 'You need to provide a model.'],
      [operationId, { body: { eventTypes: undefined } }, NO_EVENT_TYPES],
      [operationId, { body: { eventTypes: 5 } }, NOT_AN_ARRAY],
      [operationId, { body: { eventTypes: '5,6' } }, NOT_AN_ARRAY],
    ]),
    ...withPeriod.flatMap((operationId): Rejection[] => [
      [operationId, { body: { startDate: undefined } }, "You need to provide a start date. Please set the property 'startDate'."],
      [operationId, { body: { endDate: '' } }, "You need to provide an end date. Please set the property 'endDate'."],
    ]),
    // Covered by the transport's generic check, with the platform's words.
    ['contactStatisticsUnsubscribersGet', { path: { currentPage: '' } }, "No 'currentPage' parameter provided."],
    ['contactStatisticsUnsubscribersGet', { path: { resultsPerPage: '' } }, "No 'resultsPerPage' parameter provided."],
    // The contact export's wheres are query wheres: an unknown comparer is refused as in every query call.
    ...invalidComparerCases('Contact statistics'),
  ],
  [['contactStatisticsHourly', { replaceBody: { eventTypes: [5] } }], ...knownComparerCases('Contact statistics')],
);
