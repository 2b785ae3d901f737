/** What `npm start` prints in the gateway mode: that the server behind is real, and how to reach it. */
import type { RunningConsole } from './console.js';
import type { RunningDocs } from './docs-server.js';
import type { RunningGateway } from './gateway.js';
import type { GatewaySettings } from './gateway-settings.js';

export interface GatewayBannerFacts {
  settings: GatewaySettings;
  gateway: RunningGateway;
  docs: RunningDocs;
  consoleApp: RunningConsole;
}

export function printGatewayBanner({ settings, gateway, docs, consoleApp }: GatewayBannerFacts): void {
  const allowed = settings.allow
    ? `only ${settings.allow.join(', ')}`
    : 'every operation but the admin-only ones (DSM_UPSTREAM_ALLOW=… for others)';
  console.log(`
  !! REAL SERVER: ${settings.upstream}
  !! Every call through the gateway reaches it, signed with the DSM_UPSTREAM_* keys: calls change real data.

  Gateway:              ${gateway.url}   unsigned calls, checked against the contract by Prism, signed and sent to the server above
                        operations let through: ${allowed}
                        each violation of the contract is printed and written to ${settings.reportFile}
                        e.g. curl ${gateway.url}/api/contacts/count
  Reference docs:       ${docs.url}/
  Console:              ${consoleApp.url}/   (through the gateway, no key in the page)

  SDK through the gateway: createDsmClient({ proxy: '${gateway.url}' })
  Press Ctrl+C to stop: a summary tells how many calls per operation passed and which broke the contract.
`);
}
