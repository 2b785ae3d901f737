/**
 * The smart server's jobs (a proof PDF, a migration package, a migration): the campaign and documents a
 * start names must exist (else the start is refused, as the synchronous calls refuse them), and the done
 * status points at the file made from them rather than the contract example's empty result.
 */
import { campaignById, campaignByName } from '../../records/campaigns.js';
import { designOf, type DesignPlace } from '../../records/smart-server.js';
import { given, SandboxRefusal } from '../../refusal.js';
import type { RunPlan } from '../run.js';
import type { JobRuns } from '../runs.js';

type SmartServerBody = {
  campaignId?: number | null;
  campaignName?: string | null;
  temporaryStorageId?: string | null;
  documentName?: string | null;
  documentXml?: string | null;
  documentNames?: string[] | null;
};

const BASE = 'https://demo.example.com/smartserver';

function placeOf(runs: JobRuns, body: SmartServerBody | undefined): DesignPlace {
  const { store } = runs.context;
  if (body?.temporaryStorageId) return { temporaryStorageId: body.temporaryStorageId };
  if (typeof body?.campaignId === 'number') return { campaignName: campaignById(store, body.campaignId, 'campaignId').name };
  if (!body?.campaignName) return {};
  if (!campaignByName(store, body.campaignName)) throw new SandboxRefusal(`There is no campaign named '${body.campaignName}'.`);
  return { campaignName: body.campaignName };
}

/** A proof PDF of a document that exists (or of the XML sent along). */
export function proofPdfRenderPlan(runs: JobRuns, body: unknown): RunPlan {
  const request = body as SmartServerBody | undefined;
  const place = placeOf(runs, request);
  const name = given(request?.documentName ?? undefined, 'documentName');
  if (!request?.documentXml) designOf(runs.context.store, place, name);
  const resultUrl = `${BASE}/pdf/${encodeURIComponent(name)}-proof.pdf`;
  return { subject: name, result: () => ({ resultUrl }) };
}

/** A migration package or a migration of a campaign's designs that exist. */
function migrationPlan(kind: string) {
  return (runs: JobRuns, body: unknown): RunPlan => {
    const request = body as SmartServerBody | undefined;
    const place = placeOf(runs, request);
    for (const name of (request?.documentNames ?? []).slice(0, 200)) designOf(runs.context.store, place, name);
    const subject = place.campaignName ?? 'account';
    const resultUrl = `${BASE}/${kind}/${encodeURIComponent(subject)}.zip`;
    return { subject, result: () => ({ resultUrl }) };
  };
}

export const migrationPackagePlan = migrationPlan('migrationpackages');
export const migrationRunPlan = migrationPlan('migrations');
