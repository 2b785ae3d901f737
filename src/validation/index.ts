/**
 * Client-side checks by operation, one area per file (`src/validation/<area>.ts`, named like
 * `openapi/paths/<area>.yaml`); the generator wires each area's checks into its operation descriptors.
 * A validator returns the platform's message when the input is rejected, or undefined when it may be sent.
 */

/** What a check sees: the parsed JSON body and the path parameters as decoded text. */
export interface ValidationInput {
  body: unknown;
  path: Readonly<Record<string, string>>;
}

export type Validator = (input: ValidationInput) => string | undefined;
