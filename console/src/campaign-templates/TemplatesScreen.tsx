/** Campaign templates: paged list with the approved filter; approve and disapprove after confirmation. */
import {
  useCampaignTemplatesApprove,
  useCampaignTemplatesApprovedPage,
  useCampaignTemplatesDisapprove,
  useCampaignTemplatesDisapprovedPage,
  useCampaignTemplatesListPage,
} from '@dsm/sdk/react';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ErrorNote } from '../shared/ErrorNote';
import { useInvalidateAreas } from '../shared/invalidate-area';
import { CategoryLinks } from './CategoryLinks';
import { TemplateImport } from './TemplateImport';

const PAGE = 20;
type Filter = 'all' | 'approved' | 'disapproved';
type Template = { id?: number; name?: string; isApproved?: boolean | null; description?: string | null };

export function TemplatesScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const [start, setStart] = useState(0);
  const [pending, setPending] = useState<{ action: 'approve' | 'disapprove'; template: Template } | null>(null);
  // What the last approval did, said once the server took it.
  const [outcome, setOutcome] = useState('');
  const all = useCampaignTemplatesListPage(start, PAGE, { query: { enabled: filter === 'all' } });
  const approved = useCampaignTemplatesApprovedPage(start, PAGE, { query: { enabled: filter === 'approved' } });
  const disapproved = useCampaignTemplatesDisapprovedPage(start, PAGE, { query: { enabled: filter === 'disapproved' } });
  const current = filter === 'all' ? all : filter === 'approved' ? approved : disapproved;
  // Approval changes every list (all, approved, not approved): the area is read again once the server took it.
  const changed = { mutation: { onSuccess: useInvalidateAreas('campaign-templates') } };
  const approve = useCampaignTemplatesApprove(changed);
  const disapprove = useCampaignTemplatesDisapprove(changed);
  const templates = (Array.isArray(current.data) ? current.data : []) as Template[];

  return (
    <section aria-labelledby="templates-title">
      <h1 id="templates-title">Campaign templates</h1>
      <div className="toolbar">
        <label htmlFor="template-filter">Show</label>
        <select id="template-filter" value={filter} onChange={(e) => (setStart(0), setFilter(e.currentTarget.value as Filter))}>
          <option value="all">all templates</option>
          <option value="approved">approved</option>
          <option value="disapproved">not approved</option>
        </select>
        <button type="button" className="secondary" disabled={start === 0} onClick={() => setStart(Math.max(0, start - PAGE))}>
          Previous {PAGE}
        </button>
        <button type="button" className="secondary" disabled={templates.length < PAGE} onClick={() => setStart(start + PAGE)}>
          Next {PAGE}
        </button>
      </div>
      {current.isPending ? <p role="status">Loading templates…</p> : null}
      {current.isError ? <ErrorNote error={current.error} /> : null}
      {approve.isError ? <ErrorNote error={approve.error} /> : null}
      {disapprove.isError ? <ErrorNote error={disapprove.error} /> : null}
      {outcome ? (
        <p role="status" className="ok">
          {outcome}
        </p>
      ) : null}
      <table className="records" data-testid="templates-table">
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Name</th>
            <th scope="col">Approved</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id}>
              <td>{template.id}</td>
              <td>{template.name}</td>
              <td>{template.isApproved == null ? 'Unknown' : template.isApproved ? 'Yes' : 'No'}</td>
              <td>
                <button type="button" className="secondary" onClick={() => setPending({ action: 'approve', template })}>
                  Approve<span className="visually-hidden"> {template.name}</span>
                </button>{' '}
                <button type="button" className="secondary" onClick={() => setPending({ action: 'disapprove', template })}>
                  Disapprove<span className="visually-hidden"> {template.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="panels">
        <CategoryLinks templates={templates} />
        <TemplateImport />
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${pending.action === 'approve' ? 'Approve' : 'Disapprove'} ${pending.template.name ?? 'template'}?` : ''}
        confirmLabel={pending?.action === 'approve' ? 'Approve' : 'Disapprove'}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.template.id != null) {
            const { action, template } = pending;
            const done = `${action === 'approve' ? 'Approved' : 'Disapproved'} ${template.name ?? template.id}.`;
            setOutcome('');
            // Only the latest action's outcome shows: an earlier failure is cleared with it.
            approve.reset();
            disapprove.reset();
            (action === 'approve' ? approve : disapprove).mutate(
              { id: pending.template.id },
              { onSuccess: (applied) => setOutcome(applied === false ? 'The server did not apply the change.' : done) },
            );
          }
          setPending(null);
        }}
      >
        <p>This changes the template on the server.</p>
      </ConfirmDialog>
    </section>
  );
}
