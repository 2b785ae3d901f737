// @vitest-environment jsdom
/** The Query model's comparers in the contact calls (import from URL: test/unit/client.test.ts). */
import { contactsValidators } from '../../../src/validation/contacts.js';
import { checkArea, invalidComparerCases, knownComparerCases } from './harness.js';

checkArea('contact query checks', contactsValidators, invalidComparerCases('Contacts'), knownComparerCases('Contacts'));
