/**
 * The Smart Campaign dashboard's sign-in: a dashboard login made by `loginCreate` signs in with its
 * password, and the metadata call shows the signed-in login's environments and campaigns.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignById, campaignByName } from '../records/campaigns.js';
import { dashboardLoginViewIn } from '../records/accounts.js';
import { SandboxRefusal } from '../refusal.js';
import { signedInLogin, signIn } from './login.js';

export function dashboardLoginHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const dashboardLoginView = dashboardLoginViewIn(store);
  return {
    smartCampaignLogin: ({ body }) => reply.ok(dashboardLoginView(signIn(store, body))),
    smartCampaignGetDashboardUserMetadata: ({ body }) => {
      if (body?.campaignId != null) campaignById(store, body.campaignId, 'campaignId');
      else if (body?.campaignName && !campaignByName(store, body.campaignName))
        throw new SandboxRefusal(`There is no campaign named '${body.campaignName}'.`);
      const login = signedInLogin(store);
      const view = dashboardLoginView(login);
      return reply.ok({
        loginId: login.id,
        login: login.login,
        displayName: login.login,
        language: 'de',
        environmentIds: view.environmentIds ?? [],
        campaignIDs: view.campaignIDs ?? [],
        settings: { startChart: 'registrations', dateRange: 'last30Days' },
      });
    },
  };
}
