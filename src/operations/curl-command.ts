/**
 * A request as a curl command, one option per line. A header value given as `{ shell }` is written
 * for the shell to expand (`-H "X-DSM-Id: $DSM_PUBLIC_KEY"`); every other value is quoted as it is.
 */
/** The request a curl command sends. */
export interface CurlRequest {
  /** `GET`, `POST` (written upper-case). */
  readonly method: string;
  /** The whole address, written as it is. */
  readonly url: string;
  /** In the order given; the names as written. */
  readonly headers: readonly (readonly [name: string, value: string | { readonly shell: string }])[];
  /** The exact body text (the bytes signed); left out when empty. */
  readonly body?: string;
}

/** POSIX shell single quotes: nothing inside is expanded. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** `curl -X POST 'https://…' \\` with one `-H` per header and `--data-raw` for the body, one option per line. */
export function curlCommand(request: CurlRequest): string {
  const lines = [`curl -X ${request.method.toUpperCase()} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    lines.push(typeof value === 'string' ? `-H ${shellQuote(`${name}: ${value}`)}` : `-H "${name}: ${value.shell}"`);
  }
  if (request.body) lines.push(`--data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
