/**
 * Files visitors uploaded on the demo campaigns' pages: by campaign id (4711...), by demo contact
 * (xmedia id 5001...), each with its delete key. Its own random sequence, so the other demo data stays as it is.
 */
import type { FileUploadRecord } from '../store/records.js';
import { FIRST_CUSTOMER_ID } from './contacts.js';
import { seededRandom } from './random.js';

const FILES = ['portrait.jpg', 'lebenslauf.pdf', 'fahrzeugschein.pdf', 'foto-stand.png', 'angebot.docx', 'rechnung.pdf', 'profilbild.jpg'];

/** Demo campaigns of `catalogue.ts` (ids 4711 and on) that have uploads. */
const CAMPAIGN_IDS = [4711, 4712, 4713];

export function demoFileUploads(): FileUploadRecord[] {
  const random = seededRandom(20261129);
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return Array.from({ length: 9 }, (_, i) => ({
    id: i + 1,
    // Three campaigns with uploads; the first contact uploaded twice in the first campaign.
    campaignId: CAMPAIGN_IDS[i % CAMPAIGN_IDS.length]!,
    xmediaId: FIRST_CUSTOMER_ID + (i === 3 ? 0 : i * 11),
    deleteKey: `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[random.int(0, 3)]}${hex(3)}-${hex(12)}`,
    fileName: FILES[i % FILES.length]!,
    uploadedOn: `${new Date(Date.UTC(2026, 2, 2) + i * 3 * 86_400_000 + i * 3_600_000).toISOString().slice(0, 19)}Z`,
  }));
}
