/** Campaigns: the list with each campaign's simple statistics, and creating a campaign from a template. */
import { useCampaignsGetAll } from '@dsm/sdk/react';
import { ErrorNote } from '../shared/ErrorNote';
import { CreateCampaign } from './CreateCampaign';
import { SimpleStatistics } from './SimpleStatistics';

type Campaign = { id?: number; name?: string; campaignName?: string };

export function CampaignsScreen() {
  const campaigns = useCampaignsGetAll();
  const list = (Array.isArray(campaigns.data) ? campaigns.data : []) as Campaign[];
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
      <CreateCampaign />
    </section>
  );
}
