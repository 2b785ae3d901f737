/** The external applications of the demo accounts (fixed values: a twitter app and a Drive picker of the keys' account). */
import type { ApplicationRow } from '../records/applications.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from './shared-names.js';

const TWITTER = '{"consumerKey":"xvz1evFS4wEEPTGEFPHBog","consumerSecret":"L8qq9PZyRg6ieKGEKhZolGC0vJWLw8iEJ88DRdyOg"}';
const DRIVE = '{"clientId":"412345-drive.apps.example.com","developerKey":"AIzaSyD-example"}';

export function demoApplications(): ApplicationRow[] {
  const [, second, third] = DEMO_ACCOUNTS;
  return [
    { id: 1, accountID: DEMO_ACCOUNT_ID, api: 1, name: 'SommerfestTweets', settings: TWITTER },
    { id: 2, accountID: DEMO_ACCOUNT_ID, api: 2, name: 'DrivePicker', settings: DRIVE },
    {
      id: 3,
      accountID: second!.accountId,
      api: 1,
      name: 'AgenturSuedTweets',
      settings: '{"consumerKey":"agSued42","consumerSecret":"s3cr3t-sued"}',
    },
    {
      id: 4,
      accountID: third!.accountId,
      api: 2,
      name: 'ReiseDrivePicker',
      settings: '{"clientId":"998877-drive.apps.example.com","developerKey":"AIzaSyW-west"}',
    },
  ];
}
