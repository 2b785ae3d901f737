/**
 * The portal skins area: list, read by name, create, copy, save, delete, a skin's settings and its
 * resource files. The exports are jobs (see `jobs/plans/portal-skins.ts`).
 */
import type { SandboxContext, SandboxHandlers } from '../context.js';
import {
  asJsonText,
  freeSkinName,
  isObjectText,
  namedSkin,
  optionsText,
  skinById,
  skinByName,
  skinView,
  textOf,
} from '../records/portal-skins.js';
import { given, SandboxRefusal } from '../refusal.js';
import type { PortalSkinRecord } from '../store/records.js';

export function portalSkinHandlers({ store, reply }: SandboxContext): SandboxHandlers {
  const insert = (skin: Omit<PortalSkinRecord, 'id'>) => store.portalSkins.insert({ ...skin, id: store.portalSkins.nextId() });

  return {
    portalSkinsGet: () => reply.ok(store.portalSkins.all().map(skinView)),
    portalSkinsGetByName: ({ params }) => reply.ok(skinView(namedSkin(store, params.name))),
    portalSkinsCreate: ({ body }) => {
      const name = freeSkinName(store, body?.name);
      return reply.ok(skinView(insert({ name, options: optionsText(textOf(body?.options)), settings: '', resources: [] })));
    },
    portalSkinsCopy: ({ params }) => {
      const original = namedSkin(store, params.originalName, 'originalName');
      const name = freeSkinName(store, params.newName);
      return reply.ok(skinView(insert({ ...original, name, resources: [...original.resources] })));
    },
    portalSkinsSave: ({ body }) => {
      // A skin with an id is that skin (renamed when the name changed); without one, the skin of that name, or a new one.
      const byId = body?.id ? skinById(store, body.id) : undefined;
      const current = byId ?? skinByName(store, given(body?.name, 'name'));
      const name = freeSkinName(store, body?.name ?? current?.name, current?.id);
      const options = body?.options === undefined && current ? current.options : optionsText(textOf(body?.options));
      if (current) store.portalSkins.replace({ ...current, name, options });
      else insert({ name, options, settings: '', resources: [] });
      return reply.ok(true);
    },
    portalSkinsDelete: ({ params }) => reply.ok(store.portalSkins.delete(skinById(store, params.id).id)),
    portalSkinsSettingsLoad: ({ params }) => reply.ok(asJsonText<Record<string, never>>(skinById(store, params.skinId, 'skinId').settings)),
    portalSkinsSettingsSave: ({ body }) => {
      const skin = skinById(store, body?.skinId, 'skinId');
      const settings = textOf(body?.options);
      if (!isObjectText(settings)) throw new SandboxRefusal('Settings has to be an object.');
      store.portalSkins.replace({ ...skin, settings });
      return reply.ok(true);
    },
    portalSkinsResourcesGet: ({ params }) => reply.ok([...skinById(store, params.skinId, 'skinId').resources]),
    portalSkinsResourcesDelete: ({ params }) => {
      const skin = skinById(store, params.skinId, 'skinId');
      const fileName = given(params.fileName, 'fileName');
      const kept = skin.resources.filter((file) => file.toLowerCase() !== fileName.toLowerCase());
      if (kept.length === skin.resources.length)
        throw new SandboxRefusal(`There is no resource file '${fileName}' in the skin '${skin.name}'.`);
      store.portalSkins.replace({ ...skin, resources: kept });
      return reply.ok(true);
    },
  };
}
