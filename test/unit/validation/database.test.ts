// @vitest-environment jsdom
/** Seed 000 §5: the lp-login status needs serverKey and threadId (the transport's generic check, with the seed's words). */
import { checkArea } from './harness.js';

checkArea('database checks', {}, [
  ['databaseCreateLpLoginStatus', { path: { serverKey: '' } }, "No 'serverKey' parameter provided."],
  ['databaseCreateLpLoginStatus', { path: { threadId: '' } }, "No 'threadId' parameter provided."],
]);
