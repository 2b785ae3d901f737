/** The contact column model (seed 001 §3.1) with each column's display rule, as data. */
import {
  COMPANY_EMPLOYEES_LABELS,
  CONTACT_RATING_LABELS,
  CONTACT_STATE_LABELS,
  CREATION_SOURCE_LABELS,
  JOB_CATEGORY_LABELS,
  PREFERRED_CHANNEL_LABELS,
  displayBoolean,
  displayGender,
  displayNullableBoolean,
  displayNullableInteger,
  displaySelect,
  type SelectLabels,
} from '@dsm/sdk';

export type Display =
  | { kind: 'text' }
  | { kind: 'mail' }
  | { kind: 'boolean' }
  | { kind: 'nullableBoolean' }
  | { kind: 'gender' }
  | { kind: 'nullableInteger' }
  | { kind: 'select'; labels: SelectLabels }
  | { kind: 'date' };

export interface ContactColumn {
  name: string;
  label: string;
  display: Display;
  editable: boolean;
  /** Shown before the user picks columns. */
  shownByDefault: boolean;
}

const column = (name: string, label: string, display: Display, editable = true, shownByDefault = false): ContactColumn => ({
  name,
  label,
  display,
  editable,
  shownByDefault,
});
const text: Display = { kind: 'text' };
const select = (labels: SelectLabels): Display => ({ kind: 'select', labels });

export const CONTACT_COLUMNS: readonly ContactColumn[] = [
  column('dsm_CustomerId', 'Id', text, false, true),
  column('lpLogin', 'Login', text, false),
  column('eMail', 'E-mail', { kind: 'mail' }, true, true),
  column('salutation', 'Salutation', text),
  column('firstName', 'First name', text, true, true),
  column('lastName', 'Last name', text, true, true),
  column('gender', 'Gender', { kind: 'gender' }, true, true),
  column('birthday', 'Birthday', { kind: 'date' }),
  column('companyName', 'Company', text),
  column('companyEmployees', 'Employees', select(COMPANY_EMPLOYEES_LABELS)),
  column('city', 'City', text, true, true),
  column('state', 'State', select(CONTACT_STATE_LABELS), true, true),
  column('rating', 'Rating', select(CONTACT_RATING_LABELS), true, true),
  column('preferredChannel', 'Preferred channel', select(PREFERRED_CHANNEL_LABELS), true, true),
  column('optIn', 'Opt-in', { kind: 'nullableBoolean' }, true, true),
  column('doubleOptIn', 'Double opt-in', { kind: 'boolean' }, true, true),
  column('jobLevel', 'Job level', { kind: 'nullableInteger' }),
  column('jobCategory', 'Job category', select(JOB_CATEGORY_LABELS)),
  column('dsm_BatchId', 'Batch', text, false),
  column('creationSource', 'Creation source', select(CREATION_SOURCE_LABELS)),
  column('createdOn', 'Created', { kind: 'date' }, false),
  column('lastUpdate', 'Last update', { kind: 'date' }, false),
];

export function displayValue(display: Display, value: unknown): string {
  switch (display.kind) {
    case 'boolean':
      return displayBoolean(value);
    case 'nullableBoolean':
      return displayNullableBoolean(value);
    case 'gender':
      return displayGender(value);
    case 'nullableInteger':
      return displayNullableInteger(value as number | null | undefined);
    case 'select':
      return displaySelect(display.labels, value as number | null | undefined);
    case 'mail':
      return value && typeof value === 'object' ? String((value as { value?: unknown }).value ?? '') : value == null ? '' : String(value);
    case 'date':
    case 'text':
      return value == null ? '' : String(value);
  }
}
