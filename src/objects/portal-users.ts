/** Setting a portal user's master (the master user id is used only when above 0). */
import type { DsmClient, SendOptions } from '../client.js';

/** Sets (masterUserId above 0) or clears the master user of a portal user: `setmasteruser/{userId}[/{masterUserId}]`. */
export function setMasterUser(client: DsmClient, userId: number, masterUserId?: number | null, options?: SendOptions): Promise<boolean> {
  return masterUserId !== undefined && masterUserId !== null && masterUserId > 0
    ? client.call('portalUsersSetMasterUserWithMaster', { path: { userId, masterUserId } }, options)
    : client.call('portalUsersSetMasterUser', { path: { userId } }, options);
}
