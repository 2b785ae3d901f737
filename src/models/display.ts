/** How contact values are shown (booleans as Yes/No). */
import type { SelectLabels } from './select-labels.js';

/** Strings (compared case-insensitively) that count as yes, besides the values 1 and true. */
const YES_WORDS: readonly string[] = ['yes', 'ja', 'true', '1'];

/** True for 1, true, and the texts 'yes', 'ja', 'true' and '1' in any letter case. */
function isYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && YES_WORDS.includes(value.toLowerCase());
}

/** 'Yes' for 1, true, 'yes' or 'ja' (any letter case; also the texts 'true' and '1'), otherwise 'No'. */
export function displayBoolean(value: unknown): 'Yes' | 'No' {
  return isYes(value) ? 'Yes' : 'No';
}

/** 'Unknown' for null (or a missing value), otherwise as {@link displayBoolean}. */
export function displayNullableBoolean(value: unknown): 'Yes' | 'No' | 'Unknown' {
  return value === null || value === undefined ? 'Unknown' : displayBoolean(value);
}

/**
 * 'unknown' for null (or a missing value), 'female' for true, 'male' for anything else: in lower case, as
 * the platform's display rules write them (unlike a nullable boolean's 'Unknown').
 */
export function displayGender(value: unknown): 'unknown' | 'female' | 'male' {
  if (value === null || value === undefined) return 'unknown';
  return value === true ? 'female' : 'male';
}

/**
 * The label of a select value. `labels` is keyed by value: one of the `*_LABELS` maps, or a contract
 * enum's description list when its values are 0, 1, 2, .... A missing value (null) shows empty; a
 * value without a label of its own (`constructor`, `length` and the like included) shows the value itself.
 */
export function displaySelect(labels: SelectLabels | readonly string[], value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const label: unknown = Object.hasOwn(labels, value) ? (labels as Readonly<Record<number, unknown>>)[value] : undefined;
  return typeof label === 'string' ? label : String(value);
}

/** Empty for null (or a missing value), otherwise the number as text. */
export function displayNullableInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
