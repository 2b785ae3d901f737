/** The campaign database record (a `get` result that is a string is parsed as JSON, as the platform's client does). */
import type { CampaignDatabaseRecord } from '../../generated/model/index.js';

/**
 * The record: an object as it is, JSON text parsed (empty text gives `{}`); text that is not a JSON
 * object throws. Parsed objects have no prototype, so a field named `__proto__` or `constructor`
 * stays a field when the record is edited by field name.
 */
export function parseCampaignDatabaseRecord(result: CampaignDatabaseRecord | string | null | undefined): CampaignDatabaseRecord {
  if (result === null || result === undefined) return {};
  if (typeof result !== 'string') return result;
  if (result.trim() === '') return {};
  const parsed: unknown = JSON.parse(result, withoutPrototype);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new TypeError('The campaign database record is not a JSON object.');
  return parsed as CampaignDatabaseRecord;
}

/** A JSON.parse reviver: every object becomes one without a prototype (arrays stay arrays). */
function withoutPrototype(_key: string, value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.assign(Object.create(null), value) : value;
}
