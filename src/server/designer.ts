/**
 * Designer mode through the forwarder: the caller names the customer and campaign in plain headers of its own
 * (`DSM-Designer-Customer-Id`, `DSM-Designer-Campaign`, what `createDsmClient({ proxy, designer })` sends), and the
 * forwarder signs them into the chain with its own keys. The caller chooses those two values only: never a
 * signature, key or time (no `X-DSM-*` header of a caller is sent on).
 */
import { isHeaderText } from '../config.js';
import { DESIGNER_CAMPAIGN_HEADER, DESIGNER_CUSTOMER_HEADER } from '../transport/proxy-base.js';

/** The designer values of a call, as signed and sent (`X-DSM-Cid`, `X-DSM-Campaign`). */
export interface DesignerFacts {
  /** The customer id; `null` when the caller named none (0 is sent but not signed, as the SDK does). */
  readonly customerId: number | null;
  /** The campaign name as the caller wrote it; `null` when it named none. */
  readonly campaignName: string | null;
}

type DesignerRead = { designer: DesignerFacts | null } | { failureMessage: string };

/** A customer id as the SDK writes it: a whole number from 0, no sign, no leading zero. */
const CUSTOMER_ID = /^(0|[1-9]\d{0,15})$/;

/** The caller's designer values, `null` for none, or why they cannot be signed. */
export function readDesigner(headers: Headers): DesignerRead {
  const customer = headers.get(DESIGNER_CUSTOMER_HEADER);
  const campaignName = headers.get(DESIGNER_CAMPAIGN_HEADER) || null;
  if (customer === null && campaignName === null) return { designer: null };
  const customerId = customer === null ? null : CUSTOMER_ID.test(customer) ? Number(customer) : Number.NaN;
  if (customerId !== null && !Number.isSafeInteger(customerId))
    return { failureMessage: `\`${DESIGNER_CUSTOMER_HEADER}\` must be a customer id, a whole number from 0.` };
  if (!isHeaderText(campaignName)) return { failureMessage: `\`${DESIGNER_CAMPAIGN_HEADER}\` must be a campaign name.` };
  // As `createDsmClient` refuses `designer: { customerId: 0 }`: designer mode signs for a customer or a campaign.
  if (!customerId && !campaignName)
    return { failureMessage: `Designer mode needs a customer id above 0 (\`${DESIGNER_CUSTOMER_HEADER}\`) or a campaign name.` };
  return { designer: { customerId, campaignName } };
}

/** The key a designer context's signer is kept under. */
export const designerKey = ({ customerId, campaignName }: DesignerFacts) => [customerId ?? '', campaignName ?? ''].join('\n');
