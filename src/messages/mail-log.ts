/** Mail log entries as text. */
import * as labels from '../../generated/labels.js';
import { AdminMailLogCode } from '../../generated/model/index.js';
import type { AdminLogEntry, AdminMailLogDetails } from '../../generated/model/index.js';
import { formatMessage } from './format.js';

/**
 * The contract's descriptions of `AdminMailLogCode`. A simple mail is sent with a mail-server template ('using
 * template'); a normal mail says 'using mail'. Arguments: from, to, subject, template, error message.
 */
export const MAIL_LOG_MESSAGES: Readonly<Record<AdminMailLogCode, string>> = labels.ADMIN_MAIL_LOG_CODE_LABELS;

/** The text of a log entry: its code's message filled with the mail's fields; an unknown code reads as code 0. */
export function mailLogMessage(
  entry: Pick<AdminLogEntry, 'code' | 'errorMessage'> & { json?: AdminMailLogDetails | string | null },
): string {
  const template = (MAIL_LOG_MESSAGES as Readonly<Record<number, string | undefined>>)[entry.code];
  if (template === undefined || entry.code === AdminMailLogCode.unknown)
    return formatMessage(MAIL_LOG_MESSAGES[AdminMailLogCode.unknown], [entry.errorMessage]);
  const mail = mailDetails(entry.json);
  return formatMessage(template, [mail.FromAddress, mail.ToAddress, mail.Subject, mail.MailServerTemplate, entry.errorMessage]);
}

/** The mail's fields: an object, or JSON text of one; anything else gives none. */
function mailDetails(json: AdminMailLogDetails | string | null | undefined): AdminMailLogDetails {
  if (typeof json !== 'string') return json ?? {};
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as AdminMailLogDetails) : {};
  } catch {
    return {};
  }
}
