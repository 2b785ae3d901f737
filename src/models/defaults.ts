/**
 * Request models with the platform's defaults, which are the contract's `default:` values
 * (generated/defaults.ts). Each factory returns a fresh object; the caller's fields win over the defaults.
 */
import {
  ACCOUNT_CREATE_MODEL_DEFAULTS,
  CAMPAIGN_DELETE_EVENTS_MODE_DEFAULT,
  CAMPAIGN_RENDER_DOCUMENT_REQUEST_DEFAULTS,
  EMAIL_SMTP_SERVER_DEFAULTS,
  RESOURCE_GROUP_CHANGE_DEFAULTS,
} from '../../generated/defaults.js';
import type {
  AccountCreateModel,
  CampaignDeleteEventsMode,
  CampaignDeleteModel,
  CampaignRenderDocumentRequest,
  EmailSmtpServer,
} from '../../generated/model/index.js';

/** How many users a new account may have unless told otherwise. */
export const DEFAULT_MAX_USERS: number = ACCOUNT_CREATE_MODEL_DEFAULTS.maxUsers;

/** A create-account model: the contract's `maxUsers` and login mode (Default) unless given. */
export function accountCreateModel(fields: AccountCreateModel): AccountCreateModel {
  return { ...ACCOUNT_CREATE_MODEL_DEFAULTS, ...fields };
}

/** How many records a render block holds unless told otherwise. */
export const DEFAULT_RENDER_BLOCK_SIZE: number = CAMPAIGN_RENDER_DOCUMENT_REQUEST_DEFAULTS.blockSize;
/** The platform's fixed preview preset id, the render's default preset (the platform's client sends it without reading the presets). */
export const PREVIEW_PRESET_ID: string = CAMPAIGN_RENDER_DOCUMENT_REQUEST_DEFAULTS.presetId;

/** A render request: the contract's block size, cache on and the preview preset unless given. */
export function renderRequest(
  fields: CampaignRenderDocumentRequest,
): CampaignRenderDocumentRequest & { blockSize: number; enableCache: boolean; presetId: string } {
  // `null` means "use the default", as an absent field does.
  const { blockSize, enableCache, presetId } = CAMPAIGN_RENDER_DOCUMENT_REQUEST_DEFAULTS;
  return {
    ...fields,
    blockSize: fields.blockSize ?? blockSize,
    enableCache: fields.enableCache ?? enableCache,
    presetId: fields.presetId ?? presetId,
  };
}

/** SMTP server defaults: timeout (seconds), port and helo domain, as the contract gives them. */
export const SMTP_SERVER_DEFAULTS: { readonly timeout: number; readonly port: number; readonly heloDomain: string } =
  EMAIL_SMTP_SERVER_DEFAULTS;

/** An SMTP server model with the defaults where the caller gives nothing. */
export function smtpServer(fields: EmailSmtpServer = {}): EmailSmtpServer {
  return { ...SMTP_SERVER_DEFAULTS, ...fields };
}

/** The body of a campaign delete: events are kept (mode none, the contract's default) unless told otherwise. */
export function campaignDeleteModel(deleteEventsMode: CampaignDeleteEventsMode = CAMPAIGN_DELETE_EVENTS_MODE_DEFAULT): CampaignDeleteModel {
  return { deleteEventsMode };
}

/** The account's own resources, not a campaign's: the default campaignId of a resource group change. */
export const ACCOUNT_RESOURCES_CAMPAIGN_ID: number = RESOURCE_GROUP_CHANGE_DEFAULTS.campaignId;
