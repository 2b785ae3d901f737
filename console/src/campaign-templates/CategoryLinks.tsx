/** Connect a template to a category or disconnect it (each click is the user's action; the result is reported). */
import {
  useCampaignTemplatesCategories,
  useCampaignTemplatesCategoryConnect,
  useCampaignTemplatesCategoryDisconnect,
} from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../shared/ErrorNote';
import { useInvalidateAreas } from '../shared/invalidate-area';

type Named = { id?: number; name?: string };

export function CategoryLinks(props: { templates: Named[] }) {
  const categories = useCampaignTemplatesCategories();
  // A link changes the templates and the categories as both areas list them.
  const changed = { mutation: { onSuccess: useInvalidateAreas('campaign-templates', 'campaign-template-categories') } };
  const connect = useCampaignTemplatesCategoryConnect(changed);
  const disconnect = useCampaignTemplatesCategoryDisconnect(changed);
  const [templateId, setTemplateId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [done, setDone] = useState('');
  const list = (Array.isArray(categories.data) ? categories.data : []) as Named[];
  const template = templateId || String(props.templates[0]?.id ?? '');
  const category = categoryId || String(list[0]?.id ?? '');

  const run = (action: 'connect' | 'disconnect') => (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    // Only the latest click's outcome shows: an earlier failure of either action is cleared.
    connect.reset();
    disconnect.reset();
    const mutation = action === 'connect' ? connect : disconnect;
    const link = { campaignTemplateId: Number(template), categoryId: Number(category) };
    mutation
      .mutateAsync({ data: link } as Parameters<typeof mutation.mutateAsync>[0])
      .then((applied) =>
        setDone(applied === true ? `${action === 'connect' ? 'Connected' : 'Disconnected'}.` : 'The server did not apply the change.'),
      )
      .catch(() => undefined);
  };

  return (
    <form className="panel" aria-labelledby="categories-title" onSubmit={run('connect')}>
      <h2 id="categories-title">Categories</h2>
      <div className="field">
        <label htmlFor="link-template">Template</label>
        <select id="link-template" value={template} onChange={(e) => setTemplateId(e.currentTarget.value)}>
          {props.templates.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="link-category">Category</label>
        <select id="link-category" value={category} onChange={(e) => setCategoryId(e.currentTarget.value)}>
          {list.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit">Connect</button>
        <button type="button" className="secondary" onClick={run('disconnect')}>
          Disconnect
        </button>
      </div>
      {connect.isError ? <ErrorNote error={connect.error} /> : null}
      {disconnect.isError ? <ErrorNote error={disconnect.error} /> : null}
      {done ? (
        <p role="status" className="ok">
          {done}
        </p>
      ) : null}
    </form>
  );
}
