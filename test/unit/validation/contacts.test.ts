// @vitest-environment jsdom
/** The Query model's comparers in the contact calls (import from URL: test/unit/client.test.ts). */
import { checkArea, checkedOperationsOf, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea('contact query checks', checkedOperationsOf('contacts'), invalidComparerCases('Contacts'), knownComparerCases('Contacts'));
