/** Every job started in the console, with its progress bar, message and cancel button (each runs on useJob). */
import { useConsoleJobs } from './ConsoleJobs';
import { JobProgress } from './JobProgress';
import { isRefused } from './job-view';

export function JobsScreen() {
  // A start the SDK's checks refused sent nothing: it is shown where it was asked for, not listed as a job.
  const jobs = useConsoleJobs().jobs.filter((job) => !isRefused(job));
  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title">Jobs</h1>
      {jobs.length === 0 ? (
        <p>No job started yet. Creating a campaign (Campaigns), importing contacts (Contacts) or a template (Templates) starts one.</p>
      ) : (
        <ul className="jobs">
          {jobs.map((job) => (
            <JobProgress key={job.key} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}
