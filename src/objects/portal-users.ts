/** Setting a portal user's master (the master user id is used only when above 0). */
import { portalUsersSetMasterUser, portalUsersSetMasterUserWithMaster } from '../../generated/operations/portal-users.js';
import type { DsmClient, SendOptions } from '../client.js';

/** Sets (masterUserId above 0) or clears the master user of a portal user: `setmasteruser/{userId}[/{masterUserId}]`. */
export function setMasterUser(client: DsmClient, userId: number, masterUserId?: number | null, options?: SendOptions): Promise<boolean> {
  return masterUserId !== undefined && masterUserId !== null && masterUserId > 0
    ? client.send<boolean>(portalUsersSetMasterUserWithMaster, { path: { userId, masterUserId } }, options)
    : client.send<boolean>(portalUsersSetMasterUser, { path: { userId } }, options);
}
