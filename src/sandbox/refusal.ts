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
