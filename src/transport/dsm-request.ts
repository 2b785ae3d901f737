/**
 * The Request class the transport builds. It remembers the exact body string it was given, so the
 * signer signs the very bytes that are sent without reading (and re-buffering) the body stream.
 */
export class DsmRequest extends Request {
  readonly bodyText: string;
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.bodyText = typeof init?.body === 'string' ? init.body : input instanceof DsmRequest ? input.bodyText : '';
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
