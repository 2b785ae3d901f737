/**
 * Impositions (placements of document pages on a print sheet), kept per account and named by their
 * file name, and the editor's view model computed from one.
 */
import type { components } from '../../../generated/schema.js';
import { DEMO_ACCOUNTS } from '../demo-data/shared-names.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

type Imposition = components['schemas']['Imposition'];
type ViewModel = components['schemas']['ImpositionViewModel'];
type Layout = components['schemas']['NamedValues'];

export interface ImpositionRecord {
  id: number;
  accountId: number;
  fileName: string;
  displayName: string | null;
  description: string | null;
  /** Sizes in millimetres. */
  sheetWidth: number;
  sheetHeight: number;
  docWidth: number;
  docHeight: number;
  docPageCountPerRecord: number;
  /** xml 0, json 1, file 2. */
  type: 0 | 1 | 2;
  json: Layout | null;
  xml: string | null;
}

/** What `create` leaves out (or sends as null): an SRA3 sheet with A4 pages, one page a record, json layout. */
export const IMPOSITION_DEFAULTS = {
  sheetWidth: 320,
  sheetHeight: 450,
  docWidth: 210,
  docHeight: 297,
  docPageCountPerRecord: 1,
  type: 1,
  json: { columns: 1, rows: 1, gutter: 6 },
} as const;

/** The imposition without its layout (the list's shape). */
export function impositionSummary(row: ImpositionRecord): Imposition {
  const { fileName, displayName, description, sheetWidth, sheetHeight, docWidth, docHeight, docPageCountPerRecord, accountId } = row;
  return { fileName, displayName, description, sheetWidth, sheetHeight, docWidth, docHeight, docPageCountPerRecord, accountId };
}

/** The imposition with its layout data. */
export function impositionView(row: ImpositionRecord): Imposition {
  return { ...impositionSummary(row), type: row.type, json: structuredClone(row.json), xml: row.xml };
}

/** The account a call acts on: the given one (admin variants) must exist; else the keys' own. */
export function accountOf(accountId: string | number | undefined, own: number): number {
  if (accountId === undefined) return own;
  const id = Number(accountId);
  if (!DEMO_ACCOUNTS.some((account) => account.accountId === id))
    throw new SandboxRefusal(`There is no account with id '${quoted(accountId)}'.`);
  return id;
}

export function impositionOf(store: SandboxStore, accountId: number, fileName: string | undefined): ImpositionRecord | undefined {
  const key = `${accountId}/${given(fileName, 'fileName').toLowerCase()}`;
  return store.impositions.index('file', (row) => `${row.accountId}/${row.fileName.toLowerCase()}`).get(key);
}

export function namedImposition(store: SandboxStore, accountId: number, fileName: string | undefined): ImpositionRecord {
  const row = impositionOf(store, accountId, fileName);
  if (!row) throw new SandboxRefusal(`There is no imposition named '${fileName}'.`);
  return row;
}

/** A size as a request sends it (a number, or its decimal text with a point or a comma). */
export function sizeOf(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^[0-9]+([.,][0-9]+)?$/.test(value)) return Number(value.replace(',', '.'));
  return fallback;
}

const MAX_PLACEMENTS = 400;
const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);

/**
 * The editor's view: the pages placed in a grid of `columns` x `rows` (the json layout's, else as
 * many as fit), `gutter` millimetres around each page.
 */
export function gridViewModel(
  sizes: Pick<ImpositionRecord, 'sheetWidth' | 'sheetHeight' | 'docWidth' | 'docHeight'>,
  layout: Layout | null,
): ViewModel {
  const gutter = typeof layout?.gutter === 'number' && layout.gutter >= 0 ? layout.gutter : 6;
  const stepX = sizes.docWidth + 2 * gutter;
  const stepY = sizes.docHeight + 2 * gutter;
  const columns = whole(layout?.columns, Math.max(1, Math.floor(sizes.sheetWidth / stepX)));
  const rows = whole(layout?.rows, Math.max(1, Math.floor(sizes.sheetHeight / stepY)));
  const placements: NonNullable<ViewModel['placements']> = [];
  for (let row = 0; row < rows && placements.length < MAX_PLACEMENTS; row++)
    for (let column = 0; column < columns && placements.length < MAX_PLACEMENTS; column++)
      placements.push({ page: 1, x: gutter + column * stepX, y: gutter + row * stepY, rotation: 0 });
  return { sheetWidth: sizes.sheetWidth, sheetHeight: sizes.sheetHeight, placements };
}

const XML_LIMIT = 100_000;

/** The view of an XML layout: `<imposition sheetWidth=".." sheetHeight=".."><place page x y [rotation]/>..`. */
export function xmlViewModel(xml: string): ViewModel {
  const text = xml.slice(0, XML_LIMIT);
  const attribute = (tag: string, name: string) => {
    const match = new RegExp(`\\b${name}="([0-9.]+)"`).exec(tag);
    return match ? Number(match[1]) : undefined;
  };
  const root = /<imposition\b[^>]*>/.exec(text)?.[0];
  if (!root) throw new SandboxRefusal('The imposition xml has no imposition element.');
  const placements = [...text.matchAll(/<place\b[^>]*>/g)].slice(0, MAX_PLACEMENTS).map((match) => ({
    page: attribute(match[0], 'page') ?? 1,
    x: attribute(match[0], 'x') ?? 0,
    y: attribute(match[0], 'y') ?? 0,
    rotation: attribute(match[0], 'rotation') ?? 0,
  }));
  return {
    sheetWidth: attribute(root, 'sheetWidth') ?? IMPOSITION_DEFAULTS.sheetWidth,
    sheetHeight: attribute(root, 'sheetHeight') ?? IMPOSITION_DEFAULTS.sheetHeight,
    placements,
  };
}
