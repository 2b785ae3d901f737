/**
 * Creating a campaign from a template chosen among the existing ones, as `jobs.campaignCreate` on useJob,
 * with the platform's progress messages. The form checks its fields before anything is sent; the job
 * lives in the query cache, goes on (and shows under Jobs) when the user leaves, and its end reads the
 * campaigns again (useRefreshWhenJobsEnd).
 */
import { jobs } from '@dsm/sdk';
import { useCampaignTemplatesList, useJob } from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { StartedJob } from '../jobs/JobProgress';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ErrorNote } from '../shared/ErrorNote';
import { type CampaignFormProblems, type CampaignFormValues, checkCampaignForm, createCampaignBody } from './campaign-form';

type Template = { id?: number; name?: string; displayName?: string | null };

function FieldProblem(props: { id: string; text: string | undefined }) {
  return props.text ? (
    <p id={props.id} className="problem">
      {props.text}
    </p>
  ) : null;
}

export function CreateCampaign() {
  const templatesRead = useCampaignTemplatesList();
  const templates = (Array.isArray(templatesRead.data) ? templatesRead.data : []) as Template[];
  const [values, setValues] = useState<CampaignFormValues>({ templateId: '', name: '' });
  const [problems, setProblems] = useState<CampaignFormProblems>({});
  const [confirming, setConfirming] = useState(false);
  const job = useJob(jobs.campaignCreate, { label: `Create campaign ${values.name.trim()}` });
  const set = (field: keyof CampaignFormValues, text: string) => setValues((previous) => ({ ...previous, [field]: text }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCampaignForm(
      values,
      templates.flatMap((template) => (typeof template.id === 'number' ? [template.id] : [])),
    );
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const run = () => {
    setConfirming(false);
    job.start({ body: createCampaignBody(values) });
  };

  return (
    <div className="panel">
      <form onSubmit={submit} aria-labelledby="create-campaign-title" noValidate>
        <h2 id="create-campaign-title">Create a campaign from a template</h2>
        {templatesRead.isError ? <ErrorNote error={templatesRead.error} /> : null}
        <div className="field">
          <label htmlFor="campaign-template">Template</label>
          <select
            id="campaign-template"
            value={values.templateId}
            aria-invalid={problems.templateId !== undefined}
            aria-describedby={problems.templateId ? 'campaign-template-problem' : undefined}
            onChange={(e) => set('templateId', e.currentTarget.value)}
          >
            <option value="">{templatesRead.isPending ? 'Loading templates…' : '(choose a template)'}</option>
            {templates.map((template) => (
              <option key={template.id} value={String(template.id)}>
                {template.displayName || template.name} ({template.name}, id {template.id})
              </option>
            ))}
          </select>
          <FieldProblem id="campaign-template-problem" text={problems.templateId} />
        </div>
        <div className="field">
          <label htmlFor="campaign-name">Campaign name</label>
          <input
            id="campaign-name"
            value={values.name}
            aria-invalid={problems.name !== undefined}
            aria-describedby="campaign-name-hint"
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          {problems.name ? (
            <FieldProblem id="campaign-name-hint" text={problems.name} />
          ) : (
            <p id="campaign-name-hint" className="hint">
              Letters, digits, - and _ only; not taken by another campaign.
            </p>
          )}
        </div>
        <button type="submit">Create…</button>
      </form>
      <StartedJob job={{ ...job, name: jobs.campaignCreate.name }} />
      <ConfirmDialog
        open={confirming}
        title={`Create campaign ${values.name.trim()}?`}
        confirmLabel="Create"
        onCancel={() => setConfirming(false)}
        onConfirm={run}
      >
        <p>This starts a job on the server; follow it here or under Jobs.</p>
      </ConfirmDialog>
    </div>
  );
}
