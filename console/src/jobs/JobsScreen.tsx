/** Every job started from the console, with its progress bar, message and cancel button. */
import { JobProgress } from './JobProgress';
import { useJobs } from './JobsContext';

export function JobsScreen() {
  const { jobs } = useJobs();
  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title">Jobs</h1>
      {jobs.length === 0 ? (
        <p>No job started yet. Creating a campaign (Campaigns) starts one.</p>
      ) : (
        <ul className="jobs">
          {jobs.map((job) => (
            <JobProgress key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
