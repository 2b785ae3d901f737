/**
 * Every job the console started or follows, read from the query cache (`['dsm', 'jobs', …]`): each row watches
 * its job on useJob, so a job started on another screen shows here with its progress bar, message and cancel.
 */
import { useJob } from '@dsm/sdk/react';
import { jobNamed, useCachedJobs, type AnyJob, type CachedJob } from './job-cache';
import { JobProgress } from './JobProgress';

function CachedJobRow(props: { job: AnyJob; id: unknown }) {
  const job = useJob(props.job, { id: props.id });
  return <JobProgress job={{ ...job, name: props.job.name }} />;
}

const rowKey = (job: CachedJob) => `${job.name} ${JSON.stringify(job.id)}`;

export function JobsScreen() {
  const cached = useCachedJobs();
  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title">Jobs</h1>
      {cached.length === 0 ? (
        <p>No job started yet. Creating a campaign (Campaigns), importing contacts (Contacts) or a template (Templates) starts one.</p>
      ) : (
        <ul className="jobs">
          {cached.map((entry) => (
            <CachedJobRow key={rowKey(entry)} job={jobNamed(entry.name)!} id={entry.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
