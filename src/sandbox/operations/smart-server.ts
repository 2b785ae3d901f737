/**
 * The design editor's back end (smart server): documents saved in versions under a campaign, the account
 * or a temporary storage, loaded by name, id or version, renamed and overwritten; PDF addresses for a
 * stored document; CMYK colours converted. Migrations and the proof render with a status are jobs.
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { campaignById, campaignByName, campaignNamed } from '../records/campaigns.js';
import { designOf, designView, findDesign, saveDesign, type DesignDocumentRecord, type DesignPlace } from '../records/smart-server.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import { freeDocumentTemplateName, importDocumentTemplate, namedDocumentTemplate } from '../records/document-templates.js';
import { isoInstant } from '../values.js';

const rgb = (c: number, m: number, y: number, k: number) =>
  `#${[c, m, y]
    .map((part) =>
      Math.round(255 * (1 - part / 100) * (1 - k / 100))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function smartServerHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const campaignIdOf = (record: DesignDocumentRecord) =>
    record.campaignName ? (campaignByName(store, record.campaignName)?.id ?? null) : null;
  const view = (record: DesignDocumentRecord, version?: number) => reply.ok(designView(record, campaignIdOf(record), version));
  /** A campaign named by its name in a path must exist. */
  const campaignPlace = (name: string | undefined): DesignPlace => {
    return { campaignName: campaignNamed(store, name).name };
  };
  /** By id anywhere, else by name for the account, else by name in any campaign. */
  const anyDesign = (nameOrId: string | undefined) => {
    const key = given(nameOrId, 'documentName');
    const found =
      store.designDocuments.all().find((row) => String(row.id) === key) ??
      findDesign(store, {}, key) ??
      store.designDocuments.all().find((row) => !row.temporaryStorageId && row.documentName.toLowerCase() === key.toLowerCase());
    if (!found) throw new SandboxRefusal(`There is no document '${quoted(key)}'.`);
    return found;
  };
  const placeOfBody = (
    body: { campaignId?: number | null; campaignName?: string | null; temporaryStorageId?: string | null } | undefined,
  ): DesignPlace => {
    if (body?.temporaryStorageId) return { temporaryStorageId: body.temporaryStorageId };
    if (typeof body?.campaignId === 'number') return { campaignName: campaignById(store, body.campaignId, 'campaignId').name };
    return body?.campaignName ? campaignPlace(body.campaignName) : {};
  };
  const save = (place: DesignPlace, name: string | null | undefined, xml: string | null | undefined) => {
    saveDesign(store, place, given(name, 'documentName'), xml ?? '', isoInstant(now()));
    return reply.ok(true);
  };
  const storage = (id: string | null | undefined) => {
    const key = given(id, 'temporaryStorageId');
    const rows = store.designDocuments.all().filter((row) => row.temporaryStorageId === key);
    if (rows.length === 0) throw new SandboxRefusal(`There is no temporary storage '${key}'.`);
    return rows;
  };
  const pdf = (body: { campaignId?: number | null; documentName?: string; documentXml?: string | null } | undefined, kind: string) => {
    const place = placeOfBody(body);
    const name = given(body?.documentName, 'documentName');
    if (!body?.documentXml) designOf(store, place, name);
    return reply.ok(`https://demo.example.com/smartserver/pdf/${encodeURIComponent(name)}-${kind}.pdf`);
  };

  return {
    // A document template made in the design editor is one of the document templates area's.
    smartServerCreateDocumentTemplate: ({ body }) => {
      const name = freeDocumentTemplateName(store, body?.name);
      importDocumentTemplate(store, { name, displayName: body?.displayName ?? name, overwrite: false }, isoInstant(now()));
      return reply.ok(true);
    },
    smartServerDeleteDocumentTemplate: ({ params }) =>
      reply.ok(store.documentTemplates.delete(namedDocumentTemplate(store, params.name).id)),
    smartServerDocumentSave: ({ body }) => save(placeOfBody(body), body?.documentName, body?.documentXml),
    smartServerDocumentSaveDocument: ({ body }) => save(placeOfBody(body), body?.documentName, body?.documentXml),
    smartServerOverwrite: ({ body }) => {
      const place = placeOfBody(body);
      designOf(store, place, given(body?.documentName, 'documentName'));
      return save(place, body?.documentName, body?.documentXml);
    },
    smartServerUploadOverwrite: ({ body }) => {
      const place = placeOfBody(body);
      designOf(store, place, given(body?.documentName, 'documentName'));
      return save(place, body?.documentName, body?.documentXml ?? `<document file="${given(body?.fileName, 'fileName')}"/>`);
    },
    smartServerCampaignSave: ({ body }) => {
      const place = placeOfBody(body);
      for (const document of given(body?.documents, 'documents')) given(document.documentName, 'documentName');
      for (const document of body!.documents!)
        saveDesign(store, place, document.documentName!, document.documentXml ?? '', isoInstant(now()));
      return reply.ok(true);
    },
    smartServerDocumentRename: ({ body }) => {
      const place = body?.campaignName ? campaignPlace(body.campaignName) : {};
      const record = designOf(store, place, given(body?.documentName, 'documentName'));
      const name = given(body?.newDocumentName, 'newDocumentName');
      const taken = findDesign(store, place, name);
      if (taken && taken.id !== record.id) throw new SandboxRefusal(`There is already a document named '${name}'.`);
      store.designDocuments.replace({ ...record, documentName: name });
      return reply.ok(true);
    },
    smartServerDocumentLoad: ({ params }) => view(anyDesign(params.document)),
    smartServerDocumentVersions: ({ params }) =>
      reply.ok(anyDesign(params.name).versions.map(({ documentXml: _xml, ...version }) => version)),
    smartServerDocumentVersionsForCampaign: ({ params }) =>
      reply.ok(
        designOf(store, campaignPlace(params.campaign), params.name ?? '').versions.map(({ documentXml: _xml, ...version }) => version),
      ),
    smartServerDocumentLoadVersion: ({ params }) => view(anyDesign(params.name), Number(params.version)),
    smartServerDocumentLoadVersionForCampaign: ({ params }) =>
      view(designOf(store, campaignPlace(params.campaign), params.name ?? ''), Number(params.version)),
    smartServerLoadSmartCampaignDocument: ({ params }) => {
      const campaign = campaignById(store, params.campaignId, 'campaignId');
      const byId = store.designDocuments.get(Number(params.documentId));
      return view(byId?.campaignName === campaign.name ? byId : designOf(store, { campaignName: campaign.name }, params.name ?? ''));
    },
    smartServerLoadThemeDocument: ({ params }) => {
      const campaign = campaignById(store, params.campaignId, 'campaignId');
      return view(designOf(store, { campaignName: campaign.name }, params.document ?? ''));
    },
    smartServerTemporaryStorageCreate: ({ body }) => {
      const id = given(body?.temporaryStorageId, 'temporaryStorageId');
      if (store.designDocuments.all().some((row) => row.temporaryStorageId === id))
        throw new SandboxRefusal(`There is already a temporary storage '${id}'.`);
      const template = body?.smartServerTemplateName ? anyDesign(body.smartServerTemplateName) : undefined;
      const xml = template?.versions.at(-1)?.documentXml ?? '<document><page/></document>';
      return save({ temporaryStorageId: id }, body?.documentName, xml);
    },
    smartServerTemporaryStorageCopy: ({ body }) => {
      const rows = storage(body?.temporaryStorageId);
      const target = given(body?.newTemporaryStorageId, 'newTemporaryStorageId');
      if (store.designDocuments.all().some((row) => row.temporaryStorageId === target))
        throw new SandboxRefusal(`There is already a temporary storage '${target}'.`);
      for (const row of rows)
        saveDesign(store, { temporaryStorageId: target }, row.documentName, row.versions.at(-1)?.documentXml ?? '', isoInstant(now()));
      return reply.ok(true);
    },
    smartServerTemporaryStorageDocumentSave: ({ body }) => {
      storage(body?.temporaryStorageId);
      return save({ temporaryStorageId: body!.temporaryStorageId }, body?.documentName, body?.documentXml);
    },
    smartServerTemporaryStorageCampaignSave: ({ body }) => {
      for (const row of storage(body?.temporaryStorageId))
        saveDesign(
          store,
          placeOfBody({ ...body, temporaryStorageId: null }),
          row.documentName,
          row.versions.at(-1)?.documentXml ?? '',
          isoInstant(now()),
        );
      return reply.ok(true);
    },
    smartServerTemporaryStorageDocumentLoad: ({ params }) => {
      const key = given(params.name, 'documentName');
      const found = store.designDocuments
        .all()
        .find((row) => row.temporaryStorageId && row.documentName.toLowerCase() === key.toLowerCase());
      if (!found) throw new SandboxRefusal(`There is no document '${key}' in a temporary storage.`);
      return view(found);
    },
    smartServerDocumentRenderProofPdf: ({ body }) => pdf(body, 'proof'),
    smartServerDocumentRenderPrintPdf: ({ body }) => pdf(body, 'print'),
    smartServerExportDesign: ({ body }) => {
      const place = campaignPlace(body?.campaignName ?? undefined);
      for (const name of body?.documentNames ?? []) designOf(store, place, name);
      return reply.ok(`https://demo.example.com/smartserver/exports/${encodeURIComponent(place.campaignName!)}-designs.zip`);
    },
    smartServerConvertCmykColors: ({ body }) =>
      reply.ok((body?.colors ?? []).map(({ c, m, y, k }) => ({ c, m, y, k, rgb: rgb(c ?? 0, m ?? 0, y ?? 0, k ?? 0) }))),
  };
}
