/** Simple statistics of a campaign: started by a click, polled every 250 ms (waitForSimpleStatistics), then shown. */
import { waitForSimpleStatistics } from '@dsm/sdk';
import { useCampaignsCreateSimpleStatistics, useDsmClient } from '@dsm/sdk/react';
import { useState } from 'react';
import { useJobs } from '../jobs/JobsContext';

type Progress = { progressId?: string; isFinished?: boolean; visitors?: number; responders?: number };

export function SimpleStatistics(props: { campaignId: number; name: string }) {
  const dsm = useDsmClient();
  const create = useCampaignsCreateSimpleStatistics();
  const { start } = useJobs();
  const [result, setResult] = useState<Progress | null>(null);
  const run = () =>
    start(`Simple statistics of ${props.name}`, async (report, signal) => {
      const started = (await create.mutateAsync({ id: props.campaignId } as Parameters<typeof create.mutateAsync>[0])) as Progress;
      report({ message: 'Collecting' });
      const final = started.isFinished
        ? started
        : ((await waitForSimpleStatistics(dsm, started.progressId as never, { signal, onProgress: () => report({ message: 'Collecting' }) })) as Progress);
      setResult(final);
      return `Visitors ${final.visitors ?? 0}, responders ${final.responders ?? 0}`;
    });
  return (
    <>
      <button type="button" className="secondary" onClick={run}>
        Simple statistics<span className="visually-hidden"> of {props.name}</span>
      </button>
      {result ? (
        <span role="status" data-testid={`statistics-${props.campaignId}`}>
          {' '}
          Visitors {result.visitors ?? 0}, responders {result.responders ?? 0}
        </span>
      ) : null}
    </>
  );
}
