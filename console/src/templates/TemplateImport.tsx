/**
 * Follows a campaign template import as a job: progress from the status (polled every 750 ms by the
 * SDK's waitForTemplateImport), and when the server asks, the overwrite / new-name decision dialog,
 * whose answer continues the import. useJob will take over the polling when it is merged.
 */
import { waitForTemplateImport } from '@dsm/sdk';
import { useCampaignTemplatesContinueImport, useDsmClient } from '@dsm/sdk/react';
import { useRef, useState, type FormEvent } from 'react';
import { JobProgress } from '../jobs/JobProgress';
import { useJobs } from '../jobs/JobsContext';
import { DecisionDialog, type ImportDecision } from './DecisionDialog';
import { readTemplateImport, type TemplateImportStatus } from './template-import';

export function TemplateImport() {
  const dsm = useDsmClient();
  const continueImport = useCampaignTemplatesContinueImport();
  const { jobs, start } = useJobs();
  const [importId, setImportId] = useState('');
  const [jobId, setJobId] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const answer = useRef<((decision: ImportDecision | null) => void) | null>(null);
  const job = jobs.find((item) => item.id === jobId);

  const askUser = (signal: AbortSignal) =>
    new Promise<ImportDecision | null>((resolve, reject) => {
      answer.current = resolve;
      setAsking(true);
      signal.addEventListener('abort', () => (setAsking(false), reject(signal.reason)), { once: true });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = importId.trim();
    setJobId(
      start(`Template import ${id}`, async (report, signal) => {
        for (;;) {
          const final = (await waitForTemplateImport(dsm, id as never, {
            signal,
            onProgress: (status: unknown) => {
              const reading = readTemplateImport(status as TemplateImportStatus);
              if (reading.kind === 'running') report({ progress: reading.progress, message: reading.message });
            },
          })) as TemplateImportStatus;
          const reading = readTemplateImport(final);
          if (reading.kind === 'finished') return reading.message;
          if (reading.kind === 'failed') throw new Error(reading.message);
          report({ message: reading.message });
          const decision = await askUser(signal);
          if (!decision) throw new Error('The import was left waiting for a decision.');
          await continueImport.mutateAsync({ data: { importId: id, ...decision } } as Parameters<typeof continueImport.mutateAsync>[0]);
          report({ message: decision.overwrite ? 'Overwriting the existing template' : `Importing as ${decision.newName}` });
        }
      }),
    );
  };

  return (
    <>
    <form onSubmit={submit} aria-labelledby="template-import-title" className="panel">
      <h2 id="template-import-title">Follow a template import</h2>
      <div className="field">
        <label htmlFor="template-import-id">Import id (from the upload)</label>
        <input id="template-import-id" value={importId} onChange={(e) => setImportId(e.currentTarget.value)} />
      </div>
      <button type="submit" disabled={importId.trim() === ''}>
        Follow
      </button>
      {job ? (
        <ul className="jobs">
          <JobProgress job={job} />
        </ul>
      ) : null}
    </form>
    <DecisionDialog
        open={asking}
        onAnswer={(decision) => {
          setAsking(false);
          answer.current?.(decision);
          answer.current = null;
        }}
      />
    </>
  );
}
