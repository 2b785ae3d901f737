/** Setting a portal user's master (the master user id is sent only when above 0). */
import { portalUsersSetMasterUserWithMaster } from '../../generated/operations/portal-users.js';
import type { DsmClient, SendOptions } from '../client.js';

/**
 * Sets (masterUserId above 0) or clears the master user of a portal user: `setmasteruser/{userId}[/{masterUserId}]`.
 * The contract marks the master segment `x-dsm-only-above-zero`, so the transport drops it for 0, less or none.
 */
export function setMasterUser(client: DsmClient, userId: number, masterUserId?: number | null, options?: SendOptions): Promise<boolean> {
  return client.send<boolean>(portalUsersSetMasterUserWithMaster, { path: { userId, masterUserId } }, options);
}
