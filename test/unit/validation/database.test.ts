// @vitest-environment jsdom
/** The lp-login status needs serverKey and threadId (the transport's generic check, with the platform's words). */
import { checkArea } from './harness.js';

checkArea(
  'database checks',
  [],
  [
    ['databaseCreateLpLoginStatus', { path: { serverKey: '' } }, "No 'serverKey' parameter provided."],
    ['databaseCreateLpLoginStatus', { path: { threadId: '' } }, "No 'threadId' parameter provided."],
  ],
);
