/**
 * `call()` is typed by generated/call-table.ts (the models the generated functions and hooks use), not
 * by the contract's openapi-typescript types. Both come from the same contract: for every operation the
 * table's input and result are the types generated/schema.ts gives (each assignable to the other), except
 * where the two generators read a schema differently, listed below so that any new difference fails.
 * The checks are type checks (`npm run typecheck`).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallTable } from '../../generated/call-table.js';
import type { OperationId } from '../../generated/operation-ids.js';
import { operations } from '../../generated/operations/index.js';
import type { CallInput, CallResult } from '../../src/operation-types.js';
import type { SchemaCallInput, SchemaCallResult } from '../support/schema-call-types.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The operations whose `call()` input differs from the contract's types (never, when none does). */
type InputsThatDiffer = { [K in OperationId]: Same<CallInput<K>, SchemaCallInput<K>> extends true ? never : K }[OperationId];
type ResultsThatDiffer = { [K in OperationId]: Same<CallResult<K>, SchemaCallResult<K>> extends true ? never : K }[OperationId];

/**
 * Where orval's models (and so the functions, hooks and `call()`) differ from openapi-typescript: a
 * campaign selector (`anyOf` of `{campaignId}` / `{campaignName}`) is a union of the alternatives rather
 * than one object, and a JSON-text or dated field keeps its declared alternatives.
 */
type KnownInputDifferences =
  | 'campaignsChangeSettings'
  | 'campaignsGetSettings'
  | 'campaignsSetLanguage'
  | 'dashboardSmartCampaignBucketNames'
  | 'dashboardSmartCampaignCombined'
  | 'dashboardSmartCampaignDatabaseCounter'
  | 'dashboardSmartCampaignDataRelationValues'
  | 'dashboardSmartCampaignGetBucketCounts'
  | 'dashboardSmartCampaignGetColumnCounts'
  | 'dashboardSmartCampaignGetColumns'
  | 'dashboardSmartCampaignGetDashboardUserMetadata'
  | 'dashboardSmartCampaignGetEventContextCount'
  | 'dashboardSmartCampaignGetEventCount'
  | 'dashboardSmartCampaignGetStandardEventCounts'
  | 'dashboardSmartCampaignGetUniqueEventCount'
  | 'dashboardSmartCampaignSurveyStatistics'
  | 'dataRelationsAdminCampaignDebugData'
  | 'dataRelationsAdminCampaignExport'
  | 'emailRenderHtml'
  | 'emailSendSingle'
  | 'emailSendSingleForAccount'
  | 'translationsAssignLanguagesToCampaign'
  | 'translationsDelete'
  | 'translationsExport'
  | 'translationsGet'
  | 'translationsRemoveLanguagesFromCampaign'
  | 'translationsRename'
  | 'translationsSet';
/** Statistics replies are open objects (`additionalProperties`) to openapi-typescript and closed models to orval; the settings reply holds a campaign selector. */
type KnownResultDifferences = 'campaignsGetAllWithStatistics' | 'campaignsGetSettings' | 'campaignsWithStatistics';

describe('the types of call()', () => {
  it('name every operation, and only those', () => {
    expectTypeOf<keyof CallTable>().toEqualTypeOf<OperationId>();
    expect(Object.keys(operations).length).toBeGreaterThan(700);
  });

  it('take for every operation the input the contract gives it', () => {
    expectTypeOf<InputsThatDiffer>().toEqualTypeOf<KnownInputDifferences>();
  });

  it('resolve for every operation to the result the contract gives it', () => {
    expectTypeOf<ResultsThatDiffer>().toEqualTypeOf<KnownResultDifferences>();
  });

  it('are not vacuous: a differing pair is caught', () => {
    expectTypeOf<Same<CallInput<'contactsDeleteById'>, SchemaCallInput<'contactsCount'>>>().toEqualTypeOf<false>();
    expectTypeOf<Same<CallResult<'contactsGet'>, SchemaCallResult<'contactsCount'>>>().toEqualTypeOf<false>();
    expectTypeOf<CallInput<'contactsDeleteById'>>().toEqualTypeOf<{ path: { id: number } }>();
    expectTypeOf<CallResult<'contactsCount'>>().toEqualTypeOf<number>();
  });
});
