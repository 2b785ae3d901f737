/** The exact request that went out and what came back: envelope, unwrapped result or typed error. */
import type { ConnectionSettings } from '../connection/connection-settings';
import { redactKeys } from '../shared/redact';
import { displayHeaderName } from './header-names';
import type { Exchange } from './send';

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export function ExchangeView(props: { exchange: Exchange; settings: ConnectionSettings }) {
  const { exchange, settings } = props;
  const safe = (text: string) => redactKeys(text, settings);
  const { request, reply, outcome } = exchange;
  return (
    <section aria-labelledby="exchange-title" className="exchange" data-testid="exchange">
      <h2 id="exchange-title">Request and reply</h2>
      {request ? (
        <>
          <h3>Request</h3>
          <p className="request-line">
            <span data-testid="request-method" className={`method method-${request.method.toLowerCase()}`}>
              {request.method}
            </span>{' '}
            <code data-testid="request-url">{safe(request.url)}</code>
          </p>
          <table className="headers">
            <caption>Headers</caption>
            <thead>
              <tr>
                <th scope="col">Header</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {request.headers.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{displayHeaderName(name)}</th>
                  <td>
                    <code data-header={displayHeaderName(name)}>{safe(value)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4>Signed body ({new TextEncoder().encode(request.body).length} bytes)</h4>
          <pre data-testid="request-body">{request.body === '' ? '(empty: signed as the empty string)' : safe(request.body)}</pre>
        </>
      ) : (
        <p>Nothing was sent: the SDK refused the call before signing it.</p>
      )}
      <h3>Reply</h3>
      {reply ? (
        <>
          <p data-testid="reply-status">
            HTTP {reply.status} {reply.statusText}
          </p>
          <details>
            <summary>Envelope (the body as received)</summary>
            <pre data-testid="reply-envelope">{safe(pretty(reply.text))}</pre>
          </details>
        </>
      ) : null}
      {outcome.ok ? (
        <>
          <h4>Unwrapped result</h4>
          <pre data-testid="reply-result">{safe(JSON.stringify(outcome.result, null, 2) ?? 'undefined')}</pre>
        </>
      ) : (
        <div role="alert" className="error" data-testid="reply-error">
          <p>
            <strong>{outcome.error.name}</strong> (kind <code data-testid="error-kind">{outcome.error.kind}</code>
            {outcome.error.status ? `, HTTP ${outcome.error.status}` : ''})
          </p>
          <p>{safe(outcome.error.message)}</p>
        </div>
      )}
    </section>
  );
}
