/**
 * SMTP server fields as the platform stores them: what an add or update sends (the client's defaults for a
 * helo domain, timeout and port left out), and one property changed by name with its value read as the
 * field's type (the platform's client may send a number or flag as text).
 */
import type { components } from '../../../generated/schema.js';
import { quoted, SandboxRefusal } from '../refusal.js';
import { SMTP_DEFAULTS, type SmtpServerRecord } from './email.js';

type SmtpServer = components['schemas']['EmailSmtpServer'];
type Kind = 'text' | 'integer' | 'flag' | 'mailingId';

/** The fields a call may set, by kind; names are matched without regard to letter case. */
const FIELDS: ReadonlyMap<string, readonly [keyof SmtpServer, Kind]> = new Map(
  (
    [
      ['name', 'text'],
      ['heloDomain', 'text'],
      ['timeout', 'integer'],
      ['port', 'integer'],
      ['serverUrl', 'text'],
      ['serverUser', 'text'],
      ['serverPwd', 'text'],
      ['protocol', 'text'],
      ['maxConnections', 'integer'],
      ['isOptivoSmtp', 'flag'],
      ['optivoMailingId', 'mailingId'],
      ['optivoSendingDomain', 'text'],
      ['shutdownAfterSend', 'flag'],
      ['serverKey', 'text'],
    ] as const
  ).map(([name, kind]) => [name.toLowerCase(), [name, kind] as const]),
);

const DEFAULTED = new Set<string>(Object.keys(SMTP_DEFAULTS));

function storedValue(name: string, kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const refuse = () => {
    throw new SandboxRefusal(`The value '${quoted(value)}' is not valid for the property '${name}'.`);
  };
  switch (kind) {
    case 'integer': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : refuse();
    }
    case 'flag':
      if (typeof value === 'boolean') return value;
      return value === 'true' || value === 'false' ? value === 'true' : refuse();
    case 'mailingId':
      return value === false ? null : typeof value === 'string' || typeof value === 'number' ? String(value) : refuse();
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : refuse();
  }
}

/** The field a property name names; refused when an SMTP server has no such property. */
export function smtpField(propertyName: unknown): readonly [keyof SmtpServer, Kind] {
  const field = typeof propertyName === 'string' ? FIELDS.get(propertyName.trim().toLowerCase()) : undefined;
  if (!field) throw new SandboxRefusal(`There is no property '${quoted(propertyName ?? '')}' on an SMTP server.`);
  return field;
}

/** One property of a server set to `value` (a defaulted field back to its default when empty). */
export function withProperty(server: SmtpServerRecord, propertyName: unknown, value: unknown): SmtpServerRecord {
  const [name, kind] = smtpField(propertyName);
  let stored = storedValue(name, kind, value);
  if (stored === null && DEFAULTED.has(name)) stored = SMTP_DEFAULTS[name as keyof typeof SMTP_DEFAULTS];
  return { ...server, [name]: stored };
}

/**
 * The fields an add or update gives (only those it sends: an update keeps the others), read by kind; a
 * password sent empty keeps the stored one.
 */
export function givenFields(input: SmtpServer | undefined, current: SmtpServerRecord): SmtpServerRecord {
  let server = current;
  for (const [, [name]] of FIELDS) {
    if (name === 'name' || input?.[name] === undefined) continue;
    if (name === 'serverPwd' && !input[name]) continue;
    server = withProperty(server, name, input[name]);
  }
  return server;
}
