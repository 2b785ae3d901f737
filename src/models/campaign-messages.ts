/** Kept for existing imports: the campaign creation messages live in `src/messages/`. */
export { CAMPAIGN_CREATION_MESSAGES, campaignCreationMessage } from '../messages/campaign-creation.js';
export { formatMessage } from '../messages/format.js';
