/**
 * Whether a body switches a request to the admin key pair: only on an operation whose model carries the flag
 * (the contract's `x-dsm-admin-flag`, the descriptor's `adminFlag`), and only `"sendWithAdminKeys": true`.
 * `value` gives the parsed body (undefined when it is not JSON); it is asked for only when the text names the flag
 * or holds an escape (`"sendWithAdmin\u004beys"` is the same name once parsed, as the platform parses it).
 * The client signs by it (`transport/signed-fetch.ts`) and the sandbox checks by it (`sandbox/signature/`).
 */
export function bodyAsksForAdminKeys(adminFlag: boolean | undefined, text: string, value: () => unknown): boolean {
  if (adminFlag !== true || !(text.includes('"sendWithAdminKeys"') || text.includes('\\u'))) return false;
  const parsed = value();
  return typeof parsed === 'object' && parsed !== null && (parsed as { sendWithAdminKeys?: unknown }).sendWithAdminKeys === true;
}
