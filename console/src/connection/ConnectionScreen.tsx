/** The connection panel: where requests go, the keys that sign them, designer mode. */
import { useState, type FormEvent } from 'react';
import { describeTarget, settingsProblems, type ConnectionSettings } from './connection-settings';
import { useConnection } from './ConnectionContext';
import { SecretInput } from './SecretInput';

export function ConnectionScreen() {
  const connection = useConnection();
  const [draft, setDraft] = useState<ConnectionSettings>(connection.settings);
  const [keep, setKeep] = useState(connection.remembered);
  const [problems, setProblems] = useState<string[]>([]);
  const set = <K extends keyof ConnectionSettings>(key: K, value: ConnectionSettings[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = settingsProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    connection.apply(draft, { remember: keep });
  };

  return (
    <section aria-labelledby="connection-title">
      <h1 id="connection-title">Connection</h1>
      <p>
        Currently connected to <strong data-testid="current-target">{describeTarget(connection.settings)}</strong>
        {connection.settings.publicKey && !connection.settings.proxy ? ', signing every request.' : ', sending unsigned requests.'}
      </p>
      <form onSubmit={submit} className="connection-form" noValidate>
        <fieldset>
          <legend>Server</legend>
          <div className="field">
            <label htmlFor="proxy">Signing forwarder (its URL; when set, calls go there unsigned and the fields below are not used)</label>
            <input
              id="proxy"
              value={draft.proxy}
              onChange={(e) => set('proxy', e.currentTarget.value)}
              placeholder="http://127.0.0.1:4010"
            />
          </div>
          <div className="field">
            <label htmlFor="targetSystem">Target system (host and optional directory)</label>
            <input
              id="targetSystem"
              value={draft.targetSystem}
              onChange={(e) => set('targetSystem', e.currentTarget.value)}
              placeholder="campaigns.example.org/portal"
            />
          </div>
          <div className="field">
            <label htmlFor="protocol">Protocol</label>
            <select
              id="protocol"
              value={draft.protocol}
              onChange={(e) => set('protocol', e.currentTarget.value === 'http' ? 'http' : 'https')}
            >
              <option value="https">https</option>
              <option value="http">http</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="port">Port (empty for the protocol's default)</label>
            <input id="port" inputMode="numeric" value={draft.port} onChange={(e) => set('port', e.currentTarget.value)} />
          </div>
        </fieldset>
        <fieldset>
          <legend>Keys (kept in memory only; never shown, logged or put into a URL)</legend>
          <SecretInput
            id="publicKey"
            label="Public key"
            value={draft.publicKey}
            onChange={(v) => set('publicKey', v)}
            hint="Leave both keys empty to send unsigned requests."
          />
          <SecretInput id="privateKey" label="Private key" value={draft.privateKey} onChange={(v) => set('privateKey', v)} />
          <SecretInput
            id="adminPublicKey"
            label="Admin public key"
            value={draft.adminPublicKey}
            onChange={(v) => set('adminPublicKey', v)}
          />
          <SecretInput
            id="adminPrivateKey"
            label="Admin private key"
            value={draft.adminPrivateKey}
            onChange={(v) => set('adminPrivateKey', v)}
          />
          <SecretInput
            id="sourcePublicKey"
            label="Source public key (optional)"
            value={draft.sourcePublicKey}
            onChange={(v) => set('sourcePublicKey', v)}
          />
        </fieldset>
        <fieldset>
          <legend>Designer mode</legend>
          <div className="check">
            <input
              id="designerMode"
              type="checkbox"
              checked={draft.designerMode}
              onChange={(e) => set('designerMode', e.currentTarget.checked)}
            />
            <label htmlFor="designerMode">Designer mode (adds the customer and campaign headers and the designer signature)</label>
          </div>
          {draft.designerMode ? (
            <>
              <div className="field">
                <label htmlFor="customerId">Customer id</label>
                <input
                  id="customerId"
                  inputMode="numeric"
                  value={draft.customerId}
                  onChange={(e) => set('customerId', e.currentTarget.value)}
                />
              </div>
              <div className="field">
                <label htmlFor="campaignName">Campaign name</label>
                <input id="campaignName" value={draft.campaignName} onChange={(e) => set('campaignName', e.currentTarget.value)} />
              </div>
            </>
          ) : null}
        </fieldset>
        <div className="check">
          <input id="remember" type="checkbox" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} />
          <label htmlFor="remember">Keep these settings, keys included, for this browser tab (sessionStorage)</label>
        </div>
        {problems.length > 0 ? (
          <ul role="alert" className="problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <button type="submit">Connect</button>
        {/* The screen remounts on every applied connection (see App), so this shows after each Connect; refused settings hide it (the line above still says what is in use). */}
        {connection.generation > 0 && problems.length === 0 ? (
          <p role="status" className="ok">
            Connected to {describeTarget(connection.settings)}.
          </p>
        ) : null}
      </form>
    </section>
  );
}
