/**
 * The impositions area, per account (the keys' own, or the one an admin variant names): create,
 * list, read, save, change the details, delete, and the editor's view models.
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { DEMO_ACCOUNT_ID } from '../demo-data/shared-names.js';
import {
  accountOf,
  gridViewModel,
  IMPOSITION_DEFAULTS,
  type ImpositionRecord,
  impositionOf,
  impositionSummary,
  impositionView,
  namedImposition,
  sizeOf,
  xmlViewModel,
} from '../records/impositions.js';
import { given, SandboxRefusal } from '../refusal.js';

type Input = components['schemas']['ImpositionInput'];
type Details = components['schemas']['ImpositionDetails'];
type Params = Readonly<Record<string, string>>;

const text = (value: unknown, fallback: string | null) => (value === undefined ? fallback : typeof value === 'string' ? value : null);

/** The layout the model gives for its type (json by default), or the platform's refusal. */
function layoutOf(body: Input, current: Pick<ImpositionRecord, 'type' | 'json' | 'xml'>): Pick<ImpositionRecord, 'type' | 'json' | 'xml'> {
  if (body.type === undefined || body.type === null) {
    if (body.json) return { type: 1, json: structuredClone(body.json), xml: null };
    if (body.xml) return { type: 0, json: null, xml: body.xml };
    return current;
  }
  if (body.type === 1) return { type: 1, json: structuredClone(given(body.json, 'json')), xml: null };
  if (body.type === 0) return { type: 0, json: null, xml: given(body.xml, 'xml') };
  if (body.type === 2) return { type: 2, json: null, xml: null };
  throw new SandboxRefusal('Unknown imposition representation type.');
}

/** The stored fields a model gives (sizes as numbers), over `base`. */
function fieldsOf(body: Input, base: Omit<ImpositionRecord, 'id' | 'accountId' | 'fileName'>) {
  return {
    displayName: text(body.displayName, base.displayName),
    description: text(body.description, base.description),
    sheetWidth: sizeOf(body.sheetWidth, base.sheetWidth),
    sheetHeight: sizeOf(body.sheetHeight, base.sheetHeight),
    docWidth: sizeOf(body.docWidth, base.docWidth),
    docHeight: sizeOf(body.docHeight, base.docHeight),
    // The platform's client sends 0 for "the default".
    docPageCountPerRecord: body.docPageCountPerRecord ? body.docPageCountPerRecord : base.docPageCountPerRecord,
    ...layoutOf(body, base),
  };
}

export function impositionHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const account = (params: Params) => accountOf(params.accountId, DEMO_ACCOUNT_ID);
  const ofAccount = (params: Params) => store.impositions.all().filter((row) => row.accountId === account(params));
  const create = (params: Params, body: Input | null | undefined) => {
    const accountId = account(params);
    const id = store.impositions.nextId();
    const fileName = typeof body?.fileName === 'string' && body.fileName.trim() ? body.fileName.trim() : `Imposition-${id}`;
    if (impositionOf(store, accountId, fileName)) throw new SandboxRefusal(`There is already an imposition named '${fileName}'.`);
    const defaults = { displayName: fileName, description: null, xml: null, ...IMPOSITION_DEFAULTS, json: { ...IMPOSITION_DEFAULTS.json } };
    const row: ImpositionRecord = { id, accountId, fileName, ...fieldsOf(body ?? {}, defaults) };
    return reply.ok(impositionView(store.impositions.insert(row)));
  };
  const save = (params: Params, body: Input | undefined) => {
    if (!body) throw new SandboxRefusal('No params provided.');
    const row = namedImposition(store, account(params), params.fileName);
    store.impositions.replace({ ...row, ...fieldsOf(body, row) });
    return reply.ok(true);
  };
  const updateDetails = (params: Params, body: Details | undefined) => {
    if (!body) throw new SandboxRefusal('No params provided.');
    const row = namedImposition(store, account(params), given(body.fileName, 'fileName'));
    const given_ = (value: string | null | undefined) => value !== undefined && value !== null;
    if (!given_(body.displayName) && !given_(body.description))
      throw new SandboxRefusal('Specify at least a display name or a description.');
    store.impositions.replace({
      ...row,
      displayName: given_(body.displayName) ? body.displayName! : row.displayName,
      description: given_(body.description) ? body.description! : row.description,
    });
    return reply.ok(true);
  };
  const remove = (params: Params) => reply.ok(store.impositions.delete(namedImposition(store, account(params), params.fileName).id));
  const read = (params: Params) => reply.ok(impositionView(namedImposition(store, account(params), params.fileName)));
  const viewOfFile = (params: Params) => {
    const row = namedImposition(store, account(params), params.fileName);
    return reply.ok(row.type === 0 && row.xml ? xmlViewModel(row.xml) : gridViewModel(row, row.json));
  };

  return {
    impositionsGetAll: ({ params }) => reply.ok(ofAccount(params).map(impositionSummary)),
    impositionsGetAllForAccount: ({ params }) => reply.ok(ofAccount(params).map(impositionSummary)),
    impositionsGetAllContents: ({ params }) => reply.ok(ofAccount(params).map(impositionView)),
    impositionsGetAllContentsForAccount: ({ params }) => reply.ok(ofAccount(params).map(impositionView)),
    impositionsGet: ({ params }) => read(params),
    impositionsGetForAccount: ({ params }) => read(params),
    impositionsCreate: ({ params, body }) => create(params, body),
    impositionsCreateForAccount: ({ params, body }) => create(params, body),
    impositionsSave: ({ params, body }) => save(params, body),
    impositionsSaveForAccount: ({ params, body }) => save(params, body),
    impositionsUpdateDetails: ({ params, body }) => updateDetails(params, body),
    impositionsUpdateDetailsForAccount: ({ params, body }) => updateDetails(params, body),
    impositionsDelete: ({ params }) => remove(params),
    impositionsDeleteForAccount: ({ params }) => remove(params),
    impositionsViewModelFile: ({ params }) => viewOfFile(params),
    impositionsViewModelFileForAccount: ({ params }) => viewOfFile(params),
    // JSON of an object either way: a layout the caller gave as text arrives as it was given.
    impositionsViewModelJson: ({ body }) => {
      if (!body || typeof body !== 'object') throw new SandboxRefusal('No params provided.');
      const sizes = {
        sheetWidth: sizeOf(body.sheetWidth, IMPOSITION_DEFAULTS.sheetWidth),
        sheetHeight: sizeOf(body.sheetHeight, IMPOSITION_DEFAULTS.sheetHeight),
        docWidth: sizeOf(body.docWidth, IMPOSITION_DEFAULTS.docWidth),
        docHeight: sizeOf(body.docHeight, IMPOSITION_DEFAULTS.docHeight),
      };
      return reply.ok(gridViewModel(sizes, body));
    },
    // The platform's client's model for type xml: `{ imposition: xml }`.
    impositionsViewModelXml: ({ body }) => {
      if (!body) throw new SandboxRefusal('No params provided.');
      if (typeof body.imposition !== 'string' || !body.imposition) throw new SandboxRefusal('No xml data for imposition given.');
      return reply.ok(xmlViewModel(body.imposition));
    },
  };
}
