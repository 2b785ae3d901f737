/**
 * Names and ids that more than one area's demo data refers to, kept in one place so that what one area
 * names exists in the others: the account the sandbox's keys belong to, the other accounts a system
 * admin sees, and the portal skins. Campaigns, templates and databases are in `catalogue.ts`.
 */

/** The account the sandbox's account keys (`SANDBOX_DEMO_KEYS.publicKey`) belong to. */
export const DEMO_ACCOUNT_ID = 1042;

/** Every account of the sandbox's platform; the first is the keys' own. */
export const DEMO_ACCOUNTS: readonly { readonly accountId: number; readonly accountName: string }[] = [
  { accountId: DEMO_ACCOUNT_ID, accountName: 'AutohausNord' },
  { accountId: 1043, accountName: 'AgenturSued' },
  { accountId: 1044, accountName: 'ReisebueroWest' },
];

/** The account's portal skins, by id and name (the first is the default skin). */
export const DEMO_SKINS: readonly { readonly id: number; readonly name: string }[] = [
  { id: 1, name: 'Standard' },
  { id: 2, name: 'Autohaus Nord' },
  { id: 3, name: 'Messe 2026' },
];

/** The platform's PDF presets (the first is the preview preset renders use by default). */
export const DEMO_PDF_PRESETS: readonly { readonly id: string; readonly name: string }[] = [
  { id: '0c1b8a52-3f6e-4d2a-9b7c-5e4f3a2d1c0b', name: 'Preview' },
  { id: '7d2e4f61-8a9b-4c3d-b2e1-6f5a4b3c2d1e', name: 'PDF/X-4 print' },
];
