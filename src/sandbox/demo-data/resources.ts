/**
 * The account's resource files (campaign -1) and a few of the demo campaigns' own, by kind and group.
 */
import type { ResourceRecord } from '../store/records.js';

type Row = [name: string, resourceType: string, groupName: string | null];

const ACCOUNT: Row[] = [
  ['logo.png', 'image', 'Logos'],
  ['logo-white.png', 'image', 'Logos'],
  ['header.jpg', 'image', 'Header'],
  ['footer.png', 'image', 'Header'],
  ['autohaus-front.jpg', 'image', 'Fotos'],
  ['werkstatt.jpg', 'image', 'Fotos'],
  ['styles.css', 'css', null],
  ['OpenSans-Regular.ttf', 'font', 'Schriften'],
  ['preisliste-2026.pdf', 'document', 'Preislisten'],
  ['agb.pdf', 'document', null],
];
const CAMPAIGN: Row[] = [
  ['logo.png', 'image', 'Logos'],
  ['header.jpg', 'image', 'Kampagne'],
  ['stand-front.jpg', 'image', 'Messe 2026'],
  ['stand-side.jpg', 'image', 'Messe 2026'],
  ['styles.css', 'css', null],
];

/** Demo campaigns of `catalogue.ts` (ids 4711 and on) with resources of their own. */
const CAMPAIGN_IDS = [4711, 4712];

export function demoResources(): ResourceRecord[] {
  const scoped = [
    ...ACCOUNT.map((row) => [-1, row] as const),
    ...CAMPAIGN_IDS.flatMap((campaignId) => CAMPAIGN.map((row) => [campaignId, row] as const)),
  ];
  return scoped.map(([campaignId, [name, resourceType, groupName]], i) => ({
    id: i + 1,
    name,
    resourceType,
    campaignId,
    groupName,
    lastUpdate: `${new Date(Date.UTC(2026, 0, 5) + i * 2 * 86_400_000).toISOString().slice(0, 19)}Z`,
  }));
}
