/** Simple statistics of a campaign: started by a click as `jobs.simpleStatistics` (polled every 250 ms on useJob), then shown. */
import { jobs } from '@dsm/sdk';
import { useJob } from '@dsm/sdk/react';
import { jobText } from '../jobs/job-view';

export function SimpleStatistics(props: { campaignId: number; name: string }) {
  const job = useJob(jobs.simpleStatistics, { label: `Simple statistics of ${props.name}` });
  const run = () => job.start({ path: { id: props.campaignId } });
  return (
    <>
      <button type="button" className="secondary" onClick={run}>
        Simple statistics<span className="visually-hidden"> of {props.name}</span>
      </button>
      {job.phase !== 'idle' ? (
        <span role="status" data-testid={`statistics-${props.campaignId}`}>
          {' '}
          {jobText({ ...job, name: jobs.simpleStatistics.name })}
        </span>
      ) : null}
    </>
  );
}
