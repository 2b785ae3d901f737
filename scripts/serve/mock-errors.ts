/**
 * Turns the mock's own error verdicts (Prism's) into the platform's failure envelope, with a
 * `failureMessage` that says what was wrong with the request. Pure: no I/O, so it is unit-tested alone.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The four headers every signed request carries (the contract's security schemes). */
export const SIGNING_HEADERS = ['X-DSM-Algo', 'X-DSM-Id', 'X-DSM-Time', 'X-DSM-Signature'] as const;

export interface MockRequest {
  method: string;
  /** The request target as sent (`/api/...`, percent-encoding kept). */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface MockReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FailureEnvelope {
  state: 1;
  responseObject: null;
  failureMessage: string;
  failureDetail: unknown;
}

/** One finding of Prism's request validation, as it reports them in the `sl-violations` header. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

/**
 * Prism's own verdicts carry `sl-violations` (401, 422) or are problem+json (404, 405), or are not JSON
 * envelopes at all (400 for unparsable JSON). An error reply without those is an example the contract
 * declares (asked for with `Prefer: code=...`) and is passed on untouched.
 */
export function isMockVerdict(reply: MockReply): boolean {
  if (reply.status < 400) return false;
  if (reply.headers['sl-violations'] !== undefined) return true;
  if (String(reply.headers['content-type'] ?? '').includes('problem+json')) return true;
  return !isFailureEnvelope(parseJson(reply.body));
}

export function missingSigningHeaders(headers: IncomingHttpHeaders): string[] {
  return SIGNING_HEADERS.filter((name) => !headers[name.toLowerCase()]);
}

/** The envelope that replaces one of Prism's error replies. */
export function failureEnvelopeFor(request: MockRequest, reply: MockReply, answerer: 'mock' | 'server' = 'mock'): FailureEnvelope {
  const operation = `${request.method.toUpperCase()} ${request.url}`;
  const violations = violationsOf(reply);
  const replyFindings = violations.filter(isReplyViolation);
  if (replyFindings.length) {
    return failure(
      `The ${answerer}'s reply to ${operation} breaks the contract: ${replyFindings.map(describeViolation).join('; ')}.`,
      violations,
    );
  }
  switch (reply.status) {
    case 401: {
      const missing = missingSigningHeaders(request.headers);
      const failureMessage = missing.length
        ? `The request is not signed: ${listing(missing)} ${missing.length === 1 ? 'is' : 'are'} missing.`
        : 'The request is not signed: its signing headers were refused.';
      return failure(failureMessage, { missingHeaders: missing });
    }
    case 404:
    case 405:
      return failure(`There is no operation ${operation}.`, problemDetail(reply));
    case 422:
      return failure(
        `The request does not match the contract of ${operation}${violations.length ? `: ${violations.map((v) => v.message).join('; ')}` : ''}.`,
        violations,
      );
    default: {
      if (reply.status === 400 && parseJson(reply.body)?.error?.code === 'invalid_json') {
        return failure(`The body of ${operation} is not valid JSON.`, null);
      }
      const detail = problemDetail(reply);
      return failure(
        `The mock could not answer ${operation} (HTTP ${reply.status})${detail ? `: ${detail}` : ''}.`,
        violations.length ? violations : detail,
      );
    }
  }
}

/** The findings of Prism (proxy mode) about a reply rather than the request. */
export function replyViolations(headers: IncomingHttpHeaders): Violation[] {
  return violationsOf({ status: 0, headers, body: '' }).filter(isReplyViolation);
}

function isReplyViolation(violation: Violation): boolean {
  return Array.isArray(violation?.location) && violation.location[0] === 'response';
}

/** Prism's message already names where the reply breaks the contract (`Response body property x must be integer`). */
export function describeViolation(violation: Violation): string {
  return violation.message;
}

function failure(failureMessage: string, failureDetail: unknown): FailureEnvelope {
  return { state: 1, responseObject: null, failureMessage, failureDetail };
}

/** `A`, `A and B`, `A, B and C` */
function listing(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function violationsOf(reply: MockReply): Violation[] {
  const header = reply.headers['sl-violations'];
  const parsed = typeof header === 'string' ? parseJson(header) : undefined;
  if (Array.isArray(parsed)) return parsed as Violation[];
  // Prism in proxy mode refuses a request with problem+json that lists its findings in `validation`.
  const validation = parseJson(reply.body)?.validation;
  return Array.isArray(validation) ? (validation as Violation[]) : [];
}

/** What Prism says about a refusal: problem+json `detail`, a framework error's message, or the text. */
function problemDetail(reply: MockReply): string | null {
  const body = parseJson(reply.body);
  const text = body?.detail ?? body?.title ?? body?.error?.message ?? reply.body.trim();
  return typeof text === 'string' && text ? text : null;
}

function isFailureEnvelope(value: any): boolean {
  return typeof value === 'object' && value !== null && value.state === 1 && 'failureMessage' in value;
}

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
