/**
 * Campaigns: creating one from a template or copying one (the checks the platform makes of the name,
 * with its error codes), and the statistics the sandbox shows for a campaign. The job handlers run
 * creation and copy in steps; these functions are what happens when such a job is done.
 */
import { CampaignImportErrorCode } from '../../../generated/model/index.js';
import { CAMPAIGN_IMPORT_ERROR_CODE_LABELS } from '../../../generated/labels.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import type { CampaignRecord } from '../store/records.js';
import { isoInstant } from '../values.js';

export interface CampaignDraft {
  campaignName?: string | null;
  campaignDisplayName?: string | null;
  campaignFilterName?: string | null;
}

/** A create or copy the platform refuses: its error code (20-30) and the code's message. */
export class CampaignCreationError extends SandboxRefusal {
  readonly code: CampaignImportErrorCode;
  constructor(code: CampaignImportErrorCode, argument = '') {
    // The contract's text of the code, its `{0}` filled with the argument.
    super(
      CAMPAIGN_IMPORT_ERROR_CODE_LABELS[code].replace('{0}', () => argument),
      code,
    );
    this.code = code;
  }
}

export function campaignByName(store: SandboxStore, name: string): CampaignRecord | undefined {
  return store.campaigns.index('name', (row) => row.name.toLowerCase()).get(name.toLowerCase());
}

export function campaignById(store: SandboxStore, id: unknown, field = 'id'): CampaignRecord {
  given(id, field);
  const campaign = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? store.campaigns.get(Number(id)) : undefined;
  if (!campaign) throw new SandboxRefusal(`There is no campaign with id ${quoted(id)}.`);
  return campaign;
}

/** A campaign name: not empty, letters, digits, `-` and `_` only, not taken (by another campaign than `self`). */
export function checkCampaignName(store: SandboxStore, name: string | null | undefined, self?: number): string {
  const text = (name ?? '').trim();
  if (!text) throw new CampaignCreationError(CampaignImportErrorCode.destinationNameEmpty);
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new CampaignCreationError(CampaignImportErrorCode.invalidCampaignName, text);
  const taken = campaignByName(store, text);
  if (taken && taken.id !== self) throw new CampaignCreationError(CampaignImportErrorCode.destinationNameAlreadyTaken, text);
  return text;
}

export function insertCampaign(
  store: SandboxStore,
  draft: CampaignDraft,
  templateId: number | null,
  source: Partial<CampaignRecord> & { databaseId: number | null },
  now: Date,
): CampaignRecord {
  const name = checkCampaignName(store, draft.campaignName);
  return store.campaigns.insert({
    ...structuredClone(source),
    id: Math.max(store.campaigns.nextId(), 4711),
    name,
    displayName: draft.campaignDisplayName?.trim() || name,
    filterName: draft.campaignFilterName ?? source.filterName ?? null,
    createdOn: isoInstant(now),
    templateId,
  });
}

/** Stores a campaign made from a template, or refuses with the code the platform reports. */
export function createCampaign(
  store: SandboxStore,
  model: CampaignDraft & { campaignTemplateId?: number | null },
  now: Date,
): CampaignRecord {
  const template = typeof model.campaignTemplateId === 'number' ? store.templates.get(model.campaignTemplateId) : undefined;
  if (!template) throw new CampaignCreationError(CampaignImportErrorCode.sourceCampaignInfoNotFound);
  return insertCampaign(
    store,
    model,
    template.id,
    { domain: null, language: 'de', notes: null, databaseId: store.databases.all()[0]?.databaseId ?? null },
    now,
  );
}

export function copyCampaign(store: SandboxStore, model: CampaignDraft & { campaignId?: number | null }, now: Date): CampaignRecord {
  const source = typeof model.campaignId === 'number' ? store.campaigns.get(model.campaignId) : undefined;
  if (!source) throw new CampaignCreationError(CampaignImportErrorCode.sourceCampaignInfoNotFound);
  const { id: _id, name: _name, displayName: _displayName, createdOn: _createdOn, templateId, ...rest } = source;
  return insertCampaign(store, model, templateId, rest, now);
}

/** The campaign as the contract lists it (without the sandbox's own link to its template). */
export function campaignView({ templateId: _templateId, databaseId: _databaseId, ...campaign }: CampaignRecord) {
  return structuredClone(campaign);
}

/**
 * A campaign's statistics, derived from its id and the contact count, so they are the same on every
 * read and grow with the contacts: mails sent, visits, visitors and responders.
 */
export function campaignStatistics(store: SandboxStore, campaign: CampaignRecord) {
  const spread = (Math.imul(campaign.id, 2654435761) >>> 0) % 1000;
  const mailsSent = Math.round(store.contacts.size * (0.5 + spread / 2000));
  const visitors = Math.round(mailsSent * (0.1 + (spread % 97) / 500));
  return { mailsSent, visits: visitors + Math.round(visitors * 0.6), visitors, responders: Math.round(visitors * 0.15) };
}

/** The campaign a name names, or the platform's refusal. */
export function campaignNamed(store: SandboxStore, name: string | null | undefined): CampaignRecord {
  const campaign = campaignByName(store, given(name, 'campaignName'));
  if (!campaign) throw new SandboxRefusal(`There is no campaign named '${name}'.`);
  return campaign;
}

/** The campaign a selector names, by `campaignId` or else `campaignName`, or the platform's refusal. */
export function campaignBySelector(
  store: SandboxStore,
  selector: { campaignId?: number | null; campaignName?: string | null } | null | undefined,
): CampaignRecord {
  if (typeof selector?.campaignId === 'number') return campaignById(store, selector.campaignId, 'campaignId');
  const campaign = campaignByName(store, given(selector?.campaignName, "campaignId' or 'campaignName"));
  if (!campaign) throw new SandboxRefusal(`There is no campaign named '${selector?.campaignName ?? ''}'.`);
  return campaign;
}
