/**
 * A request the platform would refuse (an unknown id, an invalid column, a value a field cannot hold).
 * A handler throws it; the sandbox answers with the failure envelope (state 1, HTTP 200), whose
 * `failureMessage` is the message and whose `failureDetail` is `detail`.
 */
export class SandboxRefusal extends Error {
  override readonly name = 'SandboxRefusal';
  readonly detail: unknown;

  constructor(message: string, detail: unknown = null) {
    super(message);
    this.detail = detail;
  }
}

/**
 * `value`, or the platform's refusal of a value that was not given (`No 'campaignId' parameter provided.`),
 * so a lookup never reads "There is no campaign with id undefined".
 */
export function given<T>(value: T | null | undefined, name: string): T {
  if (value === undefined || value === null || value === '') throw new SandboxRefusal(`No '${name}' parameter provided.`);
  return value;
}

/** A value as a refusal quotes it: text and numbers as they are, anything else as JSON; short. */
export function quoted(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
