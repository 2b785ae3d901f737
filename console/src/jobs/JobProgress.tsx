/**
 * One job: label, phase, progress bar, message and cancel. A template import that asks whether to
 * overwrite or import under a new name opens the decision dialog; the answer goes back through useJob.
 */
import type { TemplateImportAnswer, TemplateImportDecision } from '@dsm/sdk';
import type { UseJobState } from '@dsm/sdk/react';
import { useState } from 'react';
import { DecisionDialog } from '../campaign-templates/DecisionDialog';
import { answeredWith, takenName } from '../campaign-templates/taken-names';
import { ErrorNote } from '../shared/ErrorNote';
import type { AnyJob } from './job-cache';
import { isActive, isRefused, jobPercent, jobText } from './job-view';

/** A job as a screen shows it: useJob's state, cancel and answer, and the job's catalogue name. */
export interface ShownJob extends UseJobState<AnyJob> {
  readonly name: string;
  cancel(): void;
  // A method: any job's answer fits (only the template import's decision opens the dialog).
  answer(answer: TemplateImportAnswer): void;
}

const asksOverwriteOrNewName = (decision: unknown): decision is TemplateImportDecision =>
  (decision as TemplateImportDecision | undefined)?.kind === 'overwriteOrNewName';

export function JobProgress(props: { job: ShownJob }) {
  const { job } = props;
  const label = job.label ?? job.name;
  // The dialog opens for each decision the job asks, until the user puts that one aside.
  const [setAside, setSetAside] = useState<unknown>(null);
  const asking = job.phase === 'decision' && asksOverwriteOrNewName(job.decision);
  return (
    <li className={`job job-${job.phase}`} data-testid="job">
      <p>
        <strong>{label}</strong> <span className="badge">{job.phase}</span>
      </p>
      <progress aria-label={`${label} progress`} max={100} value={jobPercent(job)} />
      <p role="status" className="job-message">
        {jobText(job)}
      </p>
      <div className="actions">
        {asking && setAside === job.decision ? (
          <button type="button" onClick={() => setSetAside(null)}>
            Decide…<span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
        {isActive(job) ? (
          <button type="button" className="secondary" onClick={job.cancel}>
            Cancel<span className="visually-hidden"> {label}</span>
          </button>
        ) : null}
      </div>
      {asking ? (
        <DecisionDialog
          open={setAside !== job.decision}
          takenName={takenName(job.decision.importId)}
          onAnswer={(answer: TemplateImportAnswer | null) => {
            if (!answer) return setSetAside(job.decision);
            answeredWith(job.decision.importId, answer);
            job.answer(answer);
          }}
        />
      ) : null}
    </li>
  );
}

/** A job where it was started: its progress, or, when the SDK's checks refused the start, why (nothing was sent). */
export function StartedJob(props: { job: ShownJob }) {
  const { job } = props;
  if (job.phase === 'idle') return null;
  if (isRefused(job)) return <ErrorNote error={job.error} />;
  return (
    <ul className="jobs">
      <JobProgress job={job} />
    </ul>
  );
}
