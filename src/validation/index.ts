/**
 * Client-side checks. The contract says which inputs an operation checks and with which words
 * (`x-dsm-checks`, `x-dsm-missing`, `x-dsm-not-integer`); the generator writes them into each operation
 * descriptor as data (`Check`), and `firstRejection` (`checks.ts`) runs them. What no schema can say is a
 * hand-written `Validator`, one area per file (`src/validation/<area>.ts`, named like
 * `openapi/paths/<area>.yaml`), named by the contract's `x-dsm-check`.
 */

/** What a check sees: the parsed JSON body and the path parameters as decoded text. */
export interface ValidationInput {
  body: unknown;
  path: Readonly<Record<string, string>>;
}

/** A hand-written check: the platform's message when the input is rejected, or undefined when it may be sent. */
export type Validator = (input: ValidationInput) => string | undefined;

/**
 * One check of a descriptor, in the platform's order: a request body that must be there (`model`), a path
 * value or body field that must be given (`missing`: not absent, `null` or empty text) or, when given, be
 * an integer (`not-integer`), each with the platform's message; or a hand-written check.
 */
export type Check =
  | readonly [kind: 'model', message: string]
  | readonly [kind: 'missing' | 'not-integer', where: 'path' | 'field', name: string, message: string]
  | Validator;
