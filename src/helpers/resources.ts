/**
 * Moving resources into a group: one name goes with `changegroup`, several
 * with `changegroupforseveralfiles`; campaignId is -1 (the account's resources) unless given.
 */
import type { ResourceTypeValue } from '../../generated/model/index.js';
import { resourcesChangeGroup, resourcesChangeGroupForSeveralFiles } from '../../generated/operations/resources.js';
import type { DsmClient, SendOptions } from '../client.js';
import { ACCOUNT_RESOURCES_CAMPAIGN_ID } from '../models/defaults.js';

export interface ResourceGroupChangeInput {
  /** The kind of the resources, by number (as the platform's client sends it, `1`) or by name. */
  resourceType: ResourceTypeValue;
  groupName: string;
  /** One name, or a list (several names use the multi-file call). */
  resourceNames: string | readonly string[];
  campaignId?: number;
}

export function changeResourceGroup(client: DsmClient, input: ResourceGroupChangeInput, options?: SendOptions): Promise<boolean> {
  const { resourceType, groupName, resourceNames, campaignId = ACCOUNT_RESOURCES_CAMPAIGN_ID } = input;
  if (typeof resourceNames === 'string' || resourceNames.length === 1) {
    const resourceName = typeof resourceNames === 'string' ? resourceNames : resourceNames[0]!;
    return client.send<boolean>(resourcesChangeGroup, { body: { resourceType, groupName, resourceName, campaignId } }, options);
  }
  return client.send<boolean>(
    resourcesChangeGroupForSeveralFiles,
    { body: { resourceType, groupName, resourceNames: [...resourceNames], campaignId } },
    options,
  );
}
