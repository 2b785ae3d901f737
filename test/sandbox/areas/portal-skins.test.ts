/**
 * Portal skins through the SDK against the sandbox: what create, copy, save, settings, resource deletes
 * and deletes do shows in later reads; unknown skins and taken names are refused as the platform does;
 * an export runs to completed for a skin that exists and is refused for one that does not.
 */
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/jobs/catalogue.js';
import { waitForJob } from '../../../src/jobs/wait-for-job.js';
import { DEMO_SKINS } from '../../../src/sandbox/demo-data/shared-names.js';
import { useSandbox, demoClient } from '../support.js';

const { sandbox } = useSandbox({ speed: 50 });
const dsm = demoClient();
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no refusal',
    (error: Error) => `${error.name}: ${error.message}`,
  );

describe('portal skins: the demo skins', () => {
  it('are the shared demo skins, each readable by name with its options as an object', async () => {
    const skins = await dsm.call('portalSkinsGet');
    expect(skins.map(({ id, name }) => ({ id, name }))).toEqual(DEMO_SKINS.map(({ id, name }) => ({ id, name })));
    for (const skin of skins) {
      expect(await dsm.call('portalSkinsGetByName', { path: { name: skin.name } })).toEqual(skin);
      expect(typeof skin.options).toBe('object');
    }
  });
});

describe('portal skins: writes show in later reads', () => {
  it('create: the new skin is listed and read by name with its options', async () => {
    const created = await dsm.call('portalSkinsCreate', {
      body: { name: 'Herbst 2026', options: { primaryColor: '#a50e26', font: 'Lato' } },
    });
    expect(created).toMatchObject({ name: 'Herbst 2026', options: { primaryColor: '#a50e26', font: 'Lato' } });
    expect(await dsm.call('portalSkinsGetByName', { path: { name: 'Herbst 2026' } })).toEqual(created);
    expect((await dsm.call('portalSkinsGet')).map((skin) => skin.name)).toContain('Herbst 2026');
  });

  it('copy: a new skin with the original options, settings and resources', async () => {
    const original = DEMO_SKINS[1]!;
    const copy = await dsm.call('portalSkinsCopy', { path: { originalName: original.name, newName: 'Winter 2026' } });
    const read = await dsm.call('portalSkinsGetByName', { path: { name: original.name } });
    expect(copy).toEqual({ ...read, id: copy.id, name: 'Winter 2026' });
    expect(copy.id).not.toBe(original.id);
    const settings = (id: number) => dsm.call('portalSkinsSettingsLoad', { path: { skinId: id } });
    expect(await settings(copy.id!)).toEqual(await settings(original.id));
    const resources = (id: number) => dsm.call('portalSkinsResourcesGet', { path: { skinId: id } });
    expect(await resources(copy.id!)).toEqual(await resources(original.id));
  });

  it('save: later reads show the new options and name', async () => {
    const skin = DEMO_SKINS[2]!;
    await expect(
      dsm.call('portalSkinsSave', { body: { id: skin.id, name: 'Messe 2027', options: { primaryColor: '#111111' } } }),
    ).resolves.toBe(true);
    expect(await dsm.call('portalSkinsGetByName', { path: { name: 'Messe 2027' } })).toEqual({
      id: skin.id,
      name: 'Messe 2027',
      options: { primaryColor: '#111111' },
    });
    expect(await refusal(dsm.call('portalSkinsGetByName', { path: { name: skin.name } }))).toBe(
      `DsmApiError: There is no skin named '${skin.name}'.`,
    );
  });

  it('settings: what is saved is what loads; a skin without settings loads an empty object', async () => {
    const settings = { showLanguageSwitch: true, defaultLanguage: 'en', footerText: 'Sandbox' };
    await dsm.call('portalSkinsSettingsSave', { body: { skinId: 1, options: settings } });
    expect(await dsm.call('portalSkinsSettingsLoad', { path: { skinId: 1 } })).toEqual(settings);
    expect(sandbox.store.portalSkins.get(3)!.settings).toBe('');
    expect(await dsm.call('portalSkinsSettingsLoad', { path: { skinId: 3 } })).toEqual({});
  });

  it('resources: a deleted file is no longer listed; deleting it again is refused', async () => {
    const before = await dsm.call('portalSkinsResourcesGet', { path: { skinId: 1 } });
    expect(before).toContain('background.jpg');
    await expect(dsm.call('portalSkinsResourcesDelete', { path: { skinId: 1, fileName: 'background.jpg' } })).resolves.toBe(true);
    expect(await dsm.call('portalSkinsResourcesGet', { path: { skinId: 1 } })).toEqual(before.filter((file) => file !== 'background.jpg'));
    expect(await refusal(dsm.call('portalSkinsResourcesDelete', { path: { skinId: 1, fileName: 'background.jpg' } }))).toBe(
      "DsmApiError: There is no resource file 'background.jpg' in the skin 'Standard'.",
    );
  });

  it('delete: the skin is gone from the list and by name', async () => {
    await expect(dsm.call('portalSkinsDelete', { path: { id: 2 } })).resolves.toBe(true);
    expect((await dsm.call('portalSkinsGet')).map((skin) => skin.id)).toEqual([1, 3]);
    expect(await refusal(dsm.call('portalSkinsGetByName', { path: { name: 'Autohaus Nord' } }))).toBe(
      "DsmApiError: There is no skin named 'Autohaus Nord'.",
    );
  });
});

describe('portal skins: refusals', () => {
  it('a taken name, on create, copy and save (letter case aside)', async () => {
    expect(await refusal(dsm.call('portalSkinsCreate', { body: { name: 'standard', options: {} } }))).toBe(
      "DsmApiError: There is already a skin named 'Standard'.",
    );
    expect(await refusal(dsm.call('portalSkinsCopy', { path: { originalName: 'Standard', newName: 'Messe 2026' } }))).toBe(
      "DsmApiError: There is already a skin named 'Messe 2026'.",
    );
    expect(await refusal(dsm.call('portalSkinsSave', { body: { id: 1, name: 'Autohaus Nord', options: {} } }))).toBe(
      "DsmApiError: There is already a skin named 'Autohaus Nord'.",
    );
    expect(sandbox.store.portalSkins.size).toBe(DEMO_SKINS.length);
  });

  it('an unknown skin, by id and by name', async () => {
    const unknown = "DsmApiError: There is no skin with id '99'.";
    expect(await refusal(dsm.call('portalSkinsDelete', { path: { id: 99 } }))).toBe(unknown);
    expect(await refusal(dsm.call('portalSkinsSettingsLoad', { path: { skinId: 99 } }))).toBe(unknown);
    expect(await refusal(dsm.call('portalSkinsSettingsSave', { body: { skinId: 99, options: {} } }))).toBe(unknown);
    expect(await refusal(dsm.call('portalSkinsResourcesGet', { path: { skinId: 99 } }))).toBe(unknown);
    expect(await refusal(dsm.call('portalSkinsSave', { body: { id: 99, name: 'Neu', options: {} } }))).toBe(unknown);
    expect(await refusal(dsm.call('portalSkinsCopy', { path: { originalName: 'Sommer', newName: 'Sommer 2' } }))).toBe(
      "DsmApiError: There is no skin named 'Sommer'.",
    );
    expect(await refusal(dsm.call('portalSkinsGetByName', { path: { name: 'Sommer' } }))).toBe(
      "DsmApiError: There is no skin named 'Sommer'.",
    );
  });
});

describe('portal skins: exports', () => {
  it('by name and by id run to completed (state 3)', async () => {
    const byName = await jobs.skinExportByName.start.run(dsm, { path: { name: 'Autohaus Nord' } });
    expect(await waitForJob(dsm, jobs.skinExportByName, byName, { intervalMs: 10 })).toMatchObject({ state: 3 });
    const byId = await jobs.skinExportById.start.run(dsm, { path: { id: 2 } });
    expect(await waitForJob(dsm, jobs.skinExportById, byId, { intervalMs: 10 })).toMatchObject({ state: 3 });
  });

  it('of an unknown skin is refused and starts nothing', async () => {
    expect(await refusal(dsm.call('portalSkinsExportByName', { path: { name: 'Sommer' } }))).toBe(
      "DsmApiError: There is no skin named 'Sommer'.",
    );
    expect(await refusal(dsm.call('portalSkinsExportById', { path: { id: 99 } }))).toBe("DsmApiError: There is no skin with id '99'.");
  });
});
