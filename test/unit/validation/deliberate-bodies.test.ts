// @vitest-environment jsdom
/**
 * Bodies the platform's client leaves out or sends as `null` on purpose. The SDK's own
 * checks (src/validation and the transport's model check) let every one of them through.
 */
import { checkArea, NO_BODY, type Acceptance } from './harness.js';

const NULL_BODY = { replaceBody: null };
const nullQuery = { filter: null, currentPage: null, perPage: null, columns: null, orderBy: null, descendingSortOrder: null, mode: null };

checkArea('bodies the client leaves out on purpose', [], [], [
  // A data-relation list without a query.
  ['dataRelationsList', NULL_BODY],
  ['dataRelationsList', NO_BODY],
  ['dataRelationsListForCampaign', NULL_BODY],
  ['dataRelationsList', { replaceBody: nullQuery }],
  ['dataRelationsAdminList', { body: { query: nullQuery } }],
  // fileupload/get without a query.
  ['fileUploadsGet', NULL_BODY],
  ['fileUploadsGet', NO_BODY],
  ['fileUploadsGetForCampaign', NO_BODY],
  // impositions/create with null: use the defaults.
  ['impositionsCreate', NULL_BODY],
  ['impositionsCreateForAccount', NULL_BODY],
  // The login placeholders.
  ['loginAuthenticate', NO_BODY],
  ['loginAuthenticate', { replaceBody: {} }],
  ['loginGetOneTimeToken', NO_BODY],
  // An event without a contact, a selector by id.
  ['dataRelationsEvent', { body: { leadID: '' } }],
  ['translationsGet', { replaceBody: { campaign: { campaignId: 4711 }, keys: null } }],
] satisfies Acceptance[]);
