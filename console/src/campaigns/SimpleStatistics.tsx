/** Simple statistics of a campaign: started by a click as `jobs.simpleStatistics` (polled every 250 ms on useJob), then shown. */
import { jobs } from '@dsm/sdk';
import { useState } from 'react';
import { useConsoleJob, useConsoleJobs } from '../jobs/ConsoleJobs';
import { jobText } from '../jobs/job-view';

export function SimpleStatistics(props: { campaignId: number; name: string }) {
  const { start } = useConsoleJobs();
  const [jobKey, setJobKey] = useState<number | null>(null);
  const job = useConsoleJob(jobKey);
  const run = () => setJobKey(start(`Simple statistics of ${props.name}`, jobs.simpleStatistics, { path: { id: props.campaignId } }));
  return (
    <>
      <button type="button" className="secondary" onClick={run}>
        Simple statistics<span className="visually-hidden"> of {props.name}</span>
      </button>
      {job && (job.phase === 'done' || job.phase === 'failed') ? (
        <span role="status" data-testid={`statistics-${props.campaignId}`}>
          {' '}
          {jobText(job)}
        </span>
      ) : null}
    </>
  );
}
