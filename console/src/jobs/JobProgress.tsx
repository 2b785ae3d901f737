/** One job: label, progress bar, message and cancel. */
import type { ConsoleJob } from './JobsContext';

export function JobProgress(props: { job: ConsoleJob }) {
  const { job } = props;
  const percent = job.progress == null ? undefined : Math.round(job.progress * 100);
  return (
    <li className={`job job-${job.status}`} data-testid="job">
      <p>
        <strong>{job.label}</strong> <span className="badge">{job.status}</span>
      </p>
      <progress aria-label={`${job.label} progress`} max={100} value={job.status === 'finished' ? 100 : percent} />
      <p role="status" className="job-message">
        {job.message}
      </p>
      {job.status === 'running' ? (
        <button type="button" className="secondary" onClick={job.cancel}>
          Cancel<span className="visually-hidden"> {job.label}</span>
        </button>
      ) : null}
    </li>
  );
}
