/**
 * A value as a data-relation column stores it. A plain write takes values of the column's type (numbers
 * also as decimal text, as the database converts them); a converting write (`update/convert`) also turns
 * text the way a user types it into the type: `ja`/`nein`, a decimal comma, `31.12.2026`, `""` as empty.
 */
import { SandboxRefusal } from '../refusal.js';
import { isoInstant } from '../values.js';
import type { DataRelationColumnRecord, DataRelationValue } from './data-relations.js';

const YES = ['1', 'true', 'yes', 'ja'];
const NO = ['0', 'false', 'no', 'nein'];

const invalid = (column: DataRelationColumnRecord, value: unknown) =>
  new SandboxRefusal(`Value '${String(value).slice(0, 80)}' is not valid for column '${column.name}' (${column.type}).`);

function number(column: DataRelationColumnRecord, value: unknown, convert: boolean): number {
  const text = typeof value === 'string' ? (convert ? value.trim().replace(',', '.') : value.trim()) : value;
  const parsed = typeof text === 'number' ? text : typeof text === 'string' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const whole = column.type === 'int' || column.type === 'bigint';
  if (!Number.isFinite(parsed) || (whole && !Number.isSafeInteger(parsed))) throw invalid(column, value);
  if (column.type === 'int' && Math.abs(parsed) > 2 ** 31 - 1) throw invalid(column, value);
  return parsed;
}

function flag(column: DataRelationColumnRecord, value: unknown, convert: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (convert && text !== undefined && YES.includes(text)) return true;
  if (convert && text !== undefined && NO.includes(text)) return false;
  if (text === 'true' || text === 'false') return text === 'true';
  throw invalid(column, value);
}

function instant(column: DataRelationColumnRecord, value: unknown, convert: boolean): string {
  const german = convert && typeof value === 'string' ? /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim()) : null;
  const text = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}T00:00:00Z` : value;
  const time = typeof text === 'string' && /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(time)) throw invalid(column, value);
  return isoInstant(time);
}

/** `value` as `column` stores it, or the refusal of a value it cannot hold. */
export function columnValue(column: DataRelationColumnRecord, value: unknown, convert = false): DataRelationValue {
  if (value === undefined || value === null || (convert && value === '' && column.type !== 'nvarchar')) {
    if (column.isPrimaryColumn) throw new SandboxRefusal(`The primary column '${column.name}' needs a value.`);
    return null;
  }
  if (typeof value === 'object') throw invalid(column, JSON.stringify(value));
  switch (column.type) {
    case 'int':
    case 'bigint':
    case 'decimal':
      return number(column, value, convert);
    case 'bit':
      return flag(column, value, convert);
    case 'datetime':
      return instant(column, value, convert);
    case 'select': {
      const text = String(value);
      if (!(column.options ?? []).includes(text)) throw invalid(column, value);
      return text;
    }
    default: {
      const text = String(value);
      if (column.length && text.length > column.length)
        throw new SandboxRefusal(`The value for column '${column.name}' is longer than ${column.length} characters.`);
      return text;
    }
  }
}
