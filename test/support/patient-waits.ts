/**
 * testing-library's `waitFor` and `findBy*` give up after 1 s by default: a deadline a loaded CI machine
 * misses while nothing is wrong. Imported for its effect, this makes them wait as long as a test may
 * run (testTimeout in vitest.config.ts), a little less so their own message is the one reported.
 */
import { configure } from '@testing-library/react';

export const PATIENCE_MS = 15_000;

configure({ asyncUtilTimeout: PATIENCE_MS });
