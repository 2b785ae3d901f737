import { describe, expect, it } from 'vitest';
import {
  COMPANY_EMPLOYEES_LABELS,
  JOB_CATEGORY_LABELS,
  displayBoolean,
  displayGender,
  displayNullableBoolean,
  displayNullableInteger,
  displaySelect,
} from '../../../src/models/index.js';

describe('displayBoolean', () => {
  it.each([
    [1, 'Yes'],
    [true, 'Yes'],
    ['yes', 'Yes'],
    ['YES', 'Yes'],
    ['Yes', 'Yes'],
    ['ja', 'Yes'],
    ['JA', 'Yes'],
    ['true', 'Yes'],
    ['True', 'Yes'],
    ['1', 'Yes'],
    [0, 'No'],
    [2, 'No'],
    [false, 'No'],
    ['no', 'No'],
    ['nein', 'No'],
    ['', 'No'],
    ['yes please', 'No'],
    [null, 'No'],
    [undefined, 'No'],
  ] as const)('%j shows %s', (value, shown) => {
    expect(displayBoolean(value)).toBe(shown);
  });
});

describe('displayNullableBoolean', () => {
  it.each([
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    [true, 'Yes'],
    ['ja', 'Yes'],
    [false, 'No'],
    [0, 'No'],
  ] as const)('%j shows %s', (value, shown) => {
    expect(displayNullableBoolean(value)).toBe(shown);
  });
});

describe('displayGender', () => {
  it.each([
    [null, 'unknown'],
    [undefined, 'unknown'],
    [true, 'female'],
    [false, 'male'],
    [1, 'male'],
    ['female', 'male'],
  ] as const)('%j shows %s', (value, shown) => {
    expect(displayGender(value)).toBe(shown);
  });
});

describe('displaySelect', () => {
  it.each([
    [COMPANY_EMPLOYEES_LABELS, 1, 'Micro (1-10)'],
    [COMPANY_EMPLOYEES_LABELS, 5, 'Enterprise (>1000)'],
    [JOB_CATEGORY_LABELS, 3, 'R&D'],
    [JOB_CATEGORY_LABELS, 0, 'Unknown'],
    [['Unknown', 'Campaign Registration', 'Database Import'], 1, 'Campaign Registration'],
  ] as const)('%j: %j shows %s', (labels, value, shown) => {
    expect(displaySelect(labels, value)).toBe(shown);
  });

  it('shows a value without a label as the value itself', () => {
    expect(displaySelect(COMPANY_EMPLOYEES_LABELS, 9)).toBe('9');
  });

  it.each([null, undefined])('shows %j as empty', (value) => {
    expect(displaySelect(COMPANY_EMPLOYEES_LABELS, value)).toBe('');
  });
});

describe('displayNullableInteger', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [42, '42'],
    [-3, '-3'],
  ] as const)('%j shows %j', (value, shown) => {
    expect(displayNullableInteger(value)).toBe(shown);
  });
});
