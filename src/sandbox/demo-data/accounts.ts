/**
 * Demo data of the accounts, logins, admin and server-settings areas: the accounts are `DEMO_ACCOUNTS`,
 * the dashboard logins open demo campaigns (4711..), and the admin token is the sandbox's admin key pair.
 */
import type { AccountAreaData, AccountUserRecord } from '../records/accounts.js';
import { SANDBOX_DEMO_KEYS } from '../defaults.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from './shared-names.js';

/** The environments a dashboard login can be given. */
export const DEMO_ENVIRONMENTS: readonly { readonly id: number; readonly name: string }[] = [
  { id: 3, name: 'Production' },
  { id: 4, name: 'Staging' },
];

/** The password of every demo portal user that was not given one (the contract's example sign-in). */
export const DEMO_PORTAL_PASSWORD = 'S3cret!2026';

/** The id of the sandbox's server system. */
export const SYSTEM_ID = 'DSM-PROD-EU-01';

/** The single sign-on token the sandbox knows from the start (the contract's example). */
export const DEMO_SSO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlcmlrYSJ9.c2lnbmF0dXJl';

/** The server's public settings beside the stored ones. */
export const PUBLIC_SERVER_SETTINGS = { version: '8.4.2', isSaas: true, defaultLanguage: 'de' } as const;

/** The mail servers the server sends system mails with. */
export const SERVER_MAIL_SERVERS = [
  { id: 1, name: 'Hauptserver', serverUrl: 'smtp.example.de', port: 25 },
  { id: 2, name: 'Versand-Cluster', serverUrl: 'mail2.example.de', port: 587 },
] as const;

/** The system mail templates the server has. */
export const SERVER_MAIL_TEMPLATES = ['PasswordReset_de', 'PasswordReset_en', 'AccountCreated_de'] as const;

/** The sources of the server log. */
export const LOG_SOURCES = ['Api', 'Mailing', 'Rendering', 'Scheduler'] as const;

const users: Omit<AccountUserRecord, 'password'>[] = [
  {
    id: 2201,
    accountId: DEMO_ACCOUNT_ID,
    login: 'erika.mustermann',
    eMail: 'erika.mustermann@muster.de',
    firstName: 'Erika',
    lastName: 'Mustermann',
    salutation: 'Frau',
    gender: true,
  },
  {
    id: 2202,
    accountId: DEMO_ACCOUNT_ID,
    login: 'max.mustermann',
    eMail: 'max.mustermann@muster.de',
    firstName: 'Max',
    lastName: 'Mustermann',
    salutation: 'Herr',
    gender: false,
  },
  {
    id: 2203,
    accountId: 1043,
    login: 'sabine.sued',
    eMail: 'sabine@agentur-sued.de',
    firstName: 'Sabine',
    lastName: 'Huber',
    salutation: 'Frau',
    gender: true,
  },
  {
    id: 2204,
    accountId: 1044,
    login: 'tom.west',
    eMail: 'tom@reisebuero-west.de',
    firstName: 'Tom',
    lastName: 'Becker',
    salutation: 'Herr',
    gender: false,
  },
];

export function demoAccountArea(): AccountAreaData {
  return {
    accounts: DEMO_ACCOUNTS.map(({ accountId, accountName }, i) => ({
      id: accountId,
      accountName,
      description: null,
      maxUsers: 10,
      lpLoginMode: 0,
      companyName: null,
      onHoldCallbackUrl: null,
      additionalOptionsJson: null,
      createdOn: `2025-0${i + 1}-15T08:00:00Z`,
    })),
    accountUsers: users.map((user) => ({ ...user, password: 'Start#2026' })),
    dashboardLogins: [
      { id: 17, loginType: 1, login: 'jane.doe', password: 'S3cret!', environmentIds: [3], campaignIDs: [4711, 4712] },
      { id: 18, loginType: 1, login: 'jane.roe', password: 'Start#2026', environmentIds: [3, 4], campaignIDs: [4711] },
    ],
    adminTokens: [
      { id: 1, name: 'sandbox-admin', publicKey: SANDBOX_DEMO_KEYS.adminPublicKey, privateKey: SANDBOX_DEMO_KEYS.adminPrivateKey },
    ],
    oneTimeTokens: [{ id: 1, token: DEMO_SSO_TOKEN, loginId: 17, expiresOn: '2030-01-01T00:00:00Z' }],
    server: {
      settings: {
        serverUrl: 'https://demo.example.com',
        defaultMailServerId: 1,
        senderAddress: 'noreply@example.de',
        passwordResetMailTemplate: 'PasswordReset_de',
      },
      keyValues: [
        { key: 'MaintenanceMode', value: 'false' },
        { key: 'SupportMail', value: 'support@muster.de' },
      ],
      signedInLoginId: null,
    },
  };
}
