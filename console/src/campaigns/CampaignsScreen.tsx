/**
 * Campaigns: the list, and creating a campaign from a template as `jobs.campaignCreate` on useJob, with the platform's
 * progress messages. The job lives in the query cache: it goes on (and shows under Jobs) when the user leaves, and its
 * end reads the campaigns again (useRefreshWhenJobsEnd).
 */
import { jobs } from '@dsm/sdk';
import { useCampaignsGetAll, useJob } from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { StartedJob } from '../jobs/JobProgress';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { SimpleStatistics } from './SimpleStatistics';
import { ErrorNote } from '../shared/ErrorNote';

type Campaign = { id?: number; name?: string; campaignName?: string };

export function CampaignsScreen() {
  const campaigns = useCampaignsGetAll();
  const [templateId, setTemplateId] = useState('12');
  const [name, setName] = useState('Summer2026');
  const [confirming, setConfirming] = useState(false);
  const list = (Array.isArray(campaigns.data) ? campaigns.data : []) as Campaign[];
  const job = useJob(jobs.campaignCreate, { label: `Create campaign ${name}` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const run = () => {
    setConfirming(false);
    const body = { campaignTemplateId: Number(templateId), campaignName: name };
    job.start({ body });
  };

  return (
    <section aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">Campaigns</h1>
      {campaigns.isPending ? <p role="status">Loading campaigns…</p> : null}
      {campaigns.isError ? <ErrorNote error={campaigns.error} /> : null}
      <ul data-testid="campaigns-list">
        {list.map((campaign, index) => (
          <li key={campaign.id ?? index}>
            {campaign.id} {campaign.name ?? campaign.campaignName}{' '}
            {campaign.id != null ? <SimpleStatistics campaignId={campaign.id} name={String(campaign.name ?? campaign.id)} /> : null}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} aria-labelledby="create-campaign-title">
        <h2 id="create-campaign-title">Create a campaign from a template</h2>
        <div className="field">
          <label htmlFor="campaign-template-id">Template id</label>
          <input id="campaign-template-id" inputMode="numeric" value={templateId} onChange={(e) => setTemplateId(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="campaign-name">Campaign name</label>
          <input id="campaign-name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </div>
        <button type="submit">Create…</button>
      </form>
      <StartedJob job={{ ...job, name: jobs.campaignCreate.name }} />
      <ConfirmDialog
        open={confirming}
        title={`Create campaign ${name}?`}
        confirmLabel="Create"
        onCancel={() => setConfirming(false)}
        onConfirm={run}
      >
        <p>This starts a job on the server; follow it here or under Jobs.</p>
      </ConfirmDialog>
    </section>
  );
}
