/**
 * The design editor's documents: each kept with every saved version, under a campaign (its name), under
 * a temporary storage (its id), or for the account (neither). A save adds a version; a load reads the
 * last one or a numbered one.
 */
import { quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';

export interface DesignVersion {
  version: number;
  createdOn: string;
  createdBy: string | null;
  documentXml: string;
}

export interface DesignDocumentRecord {
  id: number;
  /** The campaign's technical name, or null for an account-level document. */
  campaignName: string | null;
  temporaryStorageId: string | null;
  documentName: string;
  versions: DesignVersion[];
}

/** Where a document lives: its campaign or temporary storage (null for neither). */
export interface DesignPlace {
  campaignName?: string | null;
  temporaryStorageId?: string | null;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

export function findDesign(store: SandboxStore, place: DesignPlace, nameOrId: string): DesignDocumentRecord | undefined {
  return store.designDocuments
    .all()
    .find(
      (row) =>
        same(row.campaignName, place.campaignName) &&
        same(row.temporaryStorageId, place.temporaryStorageId) &&
        (same(row.documentName, nameOrId) || String(row.id) === nameOrId),
    );
}

export function designOf(store: SandboxStore, place: DesignPlace, nameOrId: string): DesignDocumentRecord {
  const found = findDesign(store, place, nameOrId);
  if (!found) {
    const where = place.temporaryStorageId
      ? ` in temporary storage '${place.temporaryStorageId}'`
      : place.campaignName
        ? ` of campaign '${place.campaignName}'`
        : '';
    throw new SandboxRefusal(`There is no document '${quoted(nameOrId)}'${where}.`);
  }
  return found;
}

/** Saves a new version of the document (made if it is new); returns the record as stored. */
export function saveDesign(
  store: SandboxStore,
  place: DesignPlace,
  documentName: string,
  documentXml: string,
  createdOn: string,
): DesignDocumentRecord {
  const existing = findDesign(store, place, documentName);
  const version = { version: (existing?.versions.at(-1)?.version ?? 0) + 1, createdOn, createdBy: 'api', documentXml };
  const record = existing
    ? { ...existing, versions: [...existing.versions, version] }
    : {
        id: store.designDocuments.nextId(),
        campaignName: place.campaignName ?? null,
        temporaryStorageId: place.temporaryStorageId ?? null,
        documentName,
        versions: [version],
      };
  if (existing) store.designDocuments.replace(record);
  else store.designDocuments.insert(record);
  return record;
}

/** The document as a load answers it: its last version, or the numbered one. */
export function designView(record: DesignDocumentRecord, campaignId: number | null, versionNumber?: number) {
  const version = versionNumber === undefined ? record.versions.at(-1) : record.versions.find((row) => row.version === versionNumber);
  if (!version) throw new SandboxRefusal(`There is no version ${quoted(versionNumber)} of document '${record.documentName}'.`);
  return {
    campaignId,
    campaignName: record.campaignName,
    documentId: record.id,
    documentName: record.documentName,
    documentXml: version.documentXml,
    version: version.version,
    temporaryStorageId: record.temporaryStorageId,
  };
}
