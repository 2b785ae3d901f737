/** The campaign database record (seed 001 §7.5: a `get` result that is a string is parsed as JSON). */
import type { CampaignDatabaseRecord } from '../../generated/model/index.js';

/** The record: an object as it is, JSON text parsed (empty text gives `{}`); text that is not a JSON object throws. */
export function parseCampaignDatabaseRecord(result: CampaignDatabaseRecord | string | null | undefined): CampaignDatabaseRecord {
  if (result === null || result === undefined) return {};
  if (typeof result !== 'string') return result;
  if (result.trim() === '') return {};
  const parsed: unknown = JSON.parse(result);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError('The campaign database record is not a JSON object.');
  return parsed as CampaignDatabaseRecord;
}
