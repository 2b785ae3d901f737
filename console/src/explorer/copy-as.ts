/**
 * "Copy as": the call written by the SDK's own samples (`@dsm/sdk/operations`, the same the docs show)
 * as `dsm.call(…)`, the generated function or the hook, and the signed request as curl, with the key
 * headers left to shell variables. Signing for curl sends nothing.
 */
import { curlCommand, dsmCallSample, functionSample, hookSample, type OperationEntry } from '@dsm/sdk/operations';
import type { ConnectionSettings } from '../connection/connection-settings';
import { redactKeys } from '../shared/redact';
import { displayHeaderName } from './header-names';
import { signWithoutSending, type CallInputValues, type RecordedRequest } from './send';

export const COPY_FORMATS = [
  { format: 'dsm.call', label: 'dsm.call(…)' },
  { format: 'function', label: 'function' },
  { format: 'hook', label: 'hook' },
  { format: 'curl', label: 'curl' },
] as const;

export type CopyFormat = (typeof COPY_FORMATS)[number]['format'];

export interface CopiedText {
  format: CopyFormat;
  text: string;
  note: string;
}

/** Key headers refer to shell variables (`keyVariable` gives one, or null); every other header is the computed value. */
export function asCurl(request: RecordedRequest, keyVariable: (name: string, value: string) => string | null): string {
  const headers = request.headers.map(([name, value]) => {
    const variable = keyVariable(name, value);
    return [displayHeaderName(name), variable ? { shell: variable } : value] as const;
  });
  return curlCommand({ method: request.method, url: request.url, headers, body: request.body });
}

export function sampleOf(
  format: Exclude<CopyFormat, 'curl'>,
  operation: OperationEntry,
  input: CallInputValues,
  adminKeys: boolean,
): string {
  if (format === 'dsm.call') return dsmCallSample(operation, input, { adminKeys });
  if (format === 'function') return functionSample(operation, input, { adminKeys });
  return hookSample(operation, input);
}

async function signedCurl(settings: ConnectionSettings, operation: OperationEntry, input: CallInputValues, adminKeys: boolean) {
  const signed = await signWithoutSending(settings, operation.id, input, { adminKeys });
  if (!signed.request)
    return { text: '', note: `Cannot sign this call: ${redactKeys(signed.error?.message ?? 'unknown error', settings)}` };
  const text = asCurl(signed.request, (_, value) => {
    const redacted = redactKeys(value, settings);
    return redacted === value ? null : redacted;
  });
  const time = signed.request.headers.find(([name]) => name === 'x-dsm-time')?.[1] ?? 'now';
  return { text, note: `Signed for ${time} (nothing was sent). Set the key variables in your shell first.` };
}

async function toClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The text in the chosen format, keys redacted, put on the clipboard where the browser allows it. */
export async function copyCall(
  format: CopyFormat,
  settings: ConnectionSettings,
  operation: OperationEntry,
  input: CallInputValues,
  adminKeys: boolean,
): Promise<CopiedText> {
  const made =
    format === 'curl'
      ? await signedCurl(settings, operation, input, adminKeys)
      : { text: sampleOf(format, operation, input, adminKeys), note: '' };
  if (!made.text) return { format, ...made };
  const text = redactKeys(made.text, settings);
  const where = (await toClipboard(text)) ? 'Copied to the clipboard.' : 'Select the text below to copy it.';
  return { format, text, note: `${where} ${made.note}`.trim() };
}
