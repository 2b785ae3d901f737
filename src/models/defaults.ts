/**
 * Request models with the platform's defaults.
 * Each factory returns a fresh object; the caller's fields win over the defaults.
 */
import { AccountLpLoginMode, CampaignDeleteEventsMode } from '../../generated/model/index.js';
import type {
  AccountCreateModel,
  CampaignDeleteModel,
  CampaignRenderDocumentRequest,
  EmailSmtpServer,
} from '../../generated/model/index.js';

/** A new account may have 10 users unless told otherwise. */
export const DEFAULT_MAX_USERS = 10;

/** A create-account model: maxUsers 10 and login mode Default (0) unless given. */
export function accountCreateModel(fields: AccountCreateModel): AccountCreateModel {
  return { maxUsers: DEFAULT_MAX_USERS, lpLoginMode: AccountLpLoginMode.default, ...fields };
}

/** Render defaults: blocks of 50 records, cache on, the preview preset. */
export const DEFAULT_RENDER_BLOCK_SIZE = 50;
/** The name of the preview preset among the PDF presets (`campaignsPdfPresets`). */
export const PREVIEW_PRESET_NAME = 'Preview';

/** The preview preset among the account's PDF presets (by name, any letter case), or undefined. */
export function findPreviewPreset<P extends { readonly name?: string | null }>(presets: readonly P[]): P | undefined {
  return presets.find((preset) => preset.name?.toLowerCase() === PREVIEW_PRESET_NAME.toLowerCase());
}

/**
 * A render request: block size 50 and cache on unless given. `presetId` is the preview preset's id
 * (find it with {@link findPreviewPreset}); the platform's documentation does not give the id itself.
 */
export function renderRequest(
  fields: CampaignRenderDocumentRequest,
): CampaignRenderDocumentRequest & { blockSize: number; enableCache: boolean } {
  // `null` means "use the default", as an absent field does.
  return { ...fields, blockSize: fields.blockSize ?? DEFAULT_RENDER_BLOCK_SIZE, enableCache: fields.enableCache ?? true };
}

/** SMTP server defaults: timeout 120 (seconds), port 25, helo domain localhost. */
export const SMTP_SERVER_DEFAULTS = { timeout: 120, port: 25, heloDomain: 'localhost' } as const;

/** An SMTP server model with the defaults where the caller gives nothing. */
export function smtpServer(fields: EmailSmtpServer = {}): EmailSmtpServer {
  return { ...SMTP_SERVER_DEFAULTS, ...fields };
}

/** The body of a campaign delete: events are kept (mode none) unless told otherwise. */
export function campaignDeleteModel(deleteEventsMode: CampaignDeleteEventsMode = CampaignDeleteEventsMode.none): CampaignDeleteModel {
  return { deleteEventsMode };
}

/** The account's own resources, not a campaign's: the default campaignId of a resource group change. */
export const ACCOUNT_RESOURCES_CAMPAIGN_ID = -1;
