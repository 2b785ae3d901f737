/** The demo accounts' impositions: the contract's two for the keys' account, one for another account. */
import type { ImpositionRecord } from '../records/impositions.js';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNTS } from './shared-names.js';

export function demoImpositions(): ImpositionRecord[] {
  return [
    {
      id: 1,
      accountId: DEMO_ACCOUNT_ID,
      fileName: 'A4-4fach-Nutzen',
      displayName: 'A4 auf SRA3 (4-fach)',
      description: 'Vier A5-Karten pro SRA3-Bogen',
      sheetWidth: 320,
      sheetHeight: 450,
      docWidth: 148,
      docHeight: 210,
      docPageCountPerRecord: 2,
      type: 1,
      json: { columns: 2, rows: 2, gutter: 6 },
      xml: null,
    },
    {
      id: 2,
      accountId: DEMO_ACCOUNT_ID,
      fileName: 'DL-Mailing-3fach',
      displayName: 'DL 3-fach',
      description: null,
      sheetWidth: 320,
      sheetHeight: 450,
      docWidth: 210,
      docHeight: 99,
      docPageCountPerRecord: 1,
      type: 0,
      json: null,
      xml: '<imposition sheetWidth="320" sheetHeight="450"><place page="1" x="55" y="6"/><place page="1" x="55" y="117"/><place page="1" x="55" y="228"/></imposition>',
    },
    {
      id: 3,
      accountId: DEMO_ACCOUNTS[1]!.accountId,
      fileName: 'A5-2fach',
      displayName: 'A5 2-fach auf A4',
      description: null,
      sheetWidth: 210,
      sheetHeight: 297,
      docWidth: 148,
      docHeight: 105,
      docPageCountPerRecord: 1,
      type: 1,
      json: { columns: 1, rows: 2, gutter: 6 },
      xml: null,
    },
  ];
}
