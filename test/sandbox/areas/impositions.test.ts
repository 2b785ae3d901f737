/** Impositions through the SDK against the sandbox: create, save, details and delete show in every read, per account. */
import { describe, expect, it } from 'vitest';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();

describe('impositions', () => {
  it('create shows in getall, get and getallcontents; a taken file name is refused', async () => {
    const created = await dsm.call('impositionsCreate', {
      body: {
        fileName: 'A6-8fach',
        displayName: 'A6 8-fach',
        sheetWidth: '320',
        sheetHeight: 450,
        docWidth: '148,5',
        docHeight: 105,
        type: 1,
        json: { columns: 2, rows: 4, gutter: 3 },
      },
    });
    expect(created).toMatchObject({ fileName: 'A6-8fach', docWidth: 148.5, sheetWidth: 320 });
    expect((await dsm.call('impositionsGetAll')).map((row) => row.fileName)).toContain('A6-8fach');
    expect(await dsm.call('impositionsGet', { path: { fileName: 'A6-8fach' } })).toEqual(created);
    expect(await dsm.call('impositionsGetAllContents')).toContainEqual(created);
    const view = await dsm.call('impositionsViewModelFile', { path: { fileName: 'A6-8fach' } });
    expect(view.placements).toHaveLength(8);
    await expect(dsm.call('impositionsCreate', { body: { fileName: 'A4-4fach-Nutzen' } })).rejects.toThrow(
      "There is already an imposition named 'A4-4fach-Nutzen'.",
    );
  });

  it('create with the defaults gives a new file name each time', async () => {
    const first = await dsm.call('impositionsCreate', { body: null });
    const second = await dsm.call('impositionsCreate', { body: null });
    expect(first.fileName).not.toBe(second.fileName);
    expect(first).toMatchObject({ sheetWidth: 320, sheetHeight: 450, type: 1 });
  });

  it('save and updateDetails change what get shows; without a name or description it is refused', async () => {
    await dsm.call('impositionsSave', {
      path: { fileName: 'DL-Mailing-3fach' },
      body: { fileName: 'DL-Mailing-3fach', sheetWidth: 330, type: 1, json: { columns: 1, rows: 3 } },
    });
    await dsm.call('impositionsUpdateDetails', { body: { fileName: 'DL-Mailing-3fach', description: 'Drei DL-Mailings' } });
    expect(await dsm.call('impositionsGet', { path: { fileName: 'DL-Mailing-3fach' } })).toMatchObject({
      displayName: 'DL 3-fach',
      description: 'Drei DL-Mailings',
      sheetWidth: 330,
      type: 1,
      json: { columns: 1, rows: 3 },
    });
    await expect(dsm.call('impositionsUpdateDetails', { body: { fileName: 'DL-Mailing-3fach' } })).rejects.toThrow(
      'Specify at least a display name or a description.',
    );
  });

  it('delete removes it; get and delete of a name that does not exist are refused', async () => {
    await dsm.call('impositionsDelete', { path: { fileName: 'A4-4fach-Nutzen' } });
    expect((await dsm.call('impositionsGetAll')).map((row) => row.fileName)).not.toContain('A4-4fach-Nutzen');
    await expect(dsm.call('impositionsGet', { path: { fileName: 'A4-4fach-Nutzen' } })).rejects.toThrow(
      "There is no imposition named 'A4-4fach-Nutzen'.",
    );
    await expect(dsm.call('impositionsDelete', { path: { fileName: 'A4-4fach-Nutzen' } })).rejects.toThrow(
      "There is no imposition named 'A4-4fach-Nutzen'.",
    );
  });

  it('the JSON view model reads a layout given as JSON text as it reads the object', async () => {
    const layout = { sheetWidth: 320, sheetHeight: 450, docWidth: 148, docHeight: 210, columns: 2, rows: 1, gutter: 6, name: 'Grüße' };
    const expected = {
      sheetWidth: 320,
      sheetHeight: 450,
      placements: [
        { page: 1, x: 6, y: 6, rotation: 0 },
        { page: 1, x: 166, y: 6, rotation: 0 },
      ],
    };
    expect(await dsm.call('impositionsViewModelJson', { body: layout })).toEqual(expected);
    // Sent as it is, spaces and newlines included; the signature covers those bytes, or the sandbox would refuse it.
    const text =
      '{ "sheetWidth": 320, "sheetHeight": 450,\n  "docWidth": 148, "docHeight": 210,\n  "columns": 2, "rows": 1, "gutter": 6, "name": "Grüße" }';
    expect(await dsm.call('impositionsViewModelJson', { body: text })).toEqual(expected);
    const raw = await dsm.raw.POST('/api/impositions/viewmodel/json', { body: text });
    expect(raw.data?.responseObject).toEqual(expected);
    await expect(dsm.call('impositionsViewModelJson', { body: '{columns:2}' })).rejects.toThrow(
      'The body must be an object or JSON text of an object.',
    );
  });

  it("the XML view model reads the platform's client's model { imposition: xml }", async () => {
    const imposition =
      '<imposition sheetWidth="330" sheetHeight="480"><place page="1" x="6" y="6"/><place page="2" x="166.5" y="6" rotation="90"/></imposition>';
    expect(await dsm.call('impositionsViewModelXml', { body: { imposition } })).toEqual({
      sheetWidth: 330,
      sheetHeight: 480,
      placements: [
        { page: 1, x: 6, y: 6, rotation: 0 },
        { page: 2, x: 166.5, y: 6, rotation: 90 },
      ],
    });
    // Sent past the SDK's types: the closed model refuses any other field before the handler runs.
    const extra = await dsm.raw.POST('/api/impositions/viewmodel/xml', { body: { imposition, xml: imposition } as never });
    expect(extra.response.status).toBe(422);
    expect(extra.error ?? extra.data).toMatchObject({ state: 1, responseObject: null });
  });

  it('keeps each account apart in the admin variants', async () => {
    const own = (await dsm.call('impositionsGetAll')).map((row) => row.fileName);
    const other = (await dsm.call('impositionsGetAllForAccount', { path: { accountId: 1043 } }, { adminKeys: true })).map(
      (row) => row.fileName,
    );
    expect(other).toEqual(['A5-2fach']);
    expect(own).not.toContain('A5-2fach');
    await dsm.call(
      'impositionsCreateForAccount',
      { path: { accountId: 1043 }, body: { fileName: 'A4-4fach-Nutzen', accountId: 1043 } },
      { adminKeys: true },
    );
    expect(
      await dsm.call('impositionsGetForAccount', { path: { fileName: 'A4-4fach-Nutzen', accountId: 1043 } }, { adminKeys: true }),
    ).toMatchObject({
      displayName: 'A4-4fach-Nutzen',
    });
    await expect(dsm.call('impositionsGetAllForAccount', { path: { accountId: 9999 } }, { adminKeys: true })).rejects.toThrow(
      "There is no account with id '9999'.",
    );
  });
});
