/** Model helpers, each against the platform's documentation (and the seal against an independent MD5). */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignRenderDocumentRequest } from '../../../generated/model/index.js';
import { createDsmClient, type DsmClient } from '../../../src/client.js';
import {
  CONTACT_COLUMNS,
  accountCreateModel,
  campaignDeleteModel,
  contactColumnModel,
  cookiesFromMap,
  cookiesToMap,
  createStreamImageUrl,
  displayColumnValue,
  environmentByLanguage,
  parseCampaignDatabaseRecord,
  parseSelectColumnDataType,
  renderRequest,
  sealParameters,
  selectColumnDataType,
  smtpServer,
} from '../../../src/models/index.js';
import { changeResourceGroup, setMasterUser } from '../../../src/helpers/index.js';

const md5Upper = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

describe('the image-streaming seal', () => {
  const input = {
    sharedSecret: 'Geheimnis-ä',
    authenticationCode: 'AC-42',
    parameters: [
      { name: 'campaign', value: 'Sommer Fest' },
      { name: 'image', value: 'logo&co.png' },
    ],
  };

  it('appends ac, the upper-case MD5 seal of name+value… plus the secret, sealMethod and sealType', () => {
    const sealed = sealParameters(input);
    const seal = md5Upper('campaignSommer Festimagelogo&co.pngacAC-42Geheimnis-ä');
    expect(sealed).toEqual([
      { name: 'campaign', value: 'Sommer Fest' },
      { name: 'image', value: 'logo&co.png' },
      { name: 'ac', value: 'AC-42' },
      { name: 'seal', value: seal },
      { name: 'sealMethod', value: 'MD5' },
      { name: 'sealType', value: 'DSMXLicense' },
    ]);
    expect(seal).toMatch(/^[0-9A-F]{32}$/);
    expect(input.parameters).toHaveLength(2); // the input is not changed
  });

  it('builds {base}/streamimage.aspx? with every sealed pair, values percent-encoded', () => {
    const url = createStreamImageUrl({ baseUrl: 'https://img.example.org/dsm', ...input });
    const seal = md5Upper('campaignSommer Festimagelogo&co.pngacAC-42Geheimnis-ä');
    expect(url).toBe(
      `https://img.example.org/dsm/streamimage.aspx?campaign=Sommer%20Fest&image=logo%26co.png&ac=AC-42&seal=${seal}&sealMethod=MD5&sealType=DSMXLicense`,
    );
  });
});

describe('data shapers', () => {
  it('regroups environment data by language', () => {
    expect(
      environmentByLanguage([
        { lang: 'de', name: 'greeting', value: 'Hallo' },
        { lang: 'en', name: 'greeting', value: 'Hello' },
        { lang: 'de', name: 'bye', value: null },
      ]),
    ).toEqual({ de: { greeting: 'Hallo', bye: null }, en: { greeting: 'Hello' } });
  });

  it('turns the cookie list into a map and back', () => {
    const list = [
      { name: 'visited', value: '3' },
      { name: 'seg', value: null },
    ];
    expect(cookiesToMap(list)).toEqual({ visited: '3', seg: null });
    expect(cookiesFromMap({ visited: '3', seg: null })).toEqual(list);
  });

  it('parses a campaign database record given as JSON text', () => {
    expect(parseCampaignDatabaseRecord('{"firstName":"Erika","points":4}')).toEqual({ firstName: 'Erika', points: 4 });
    expect(parseCampaignDatabaseRecord({ firstName: 'Max' })).toEqual({ firstName: 'Max' });
    expect(parseCampaignDatabaseRecord('')).toEqual({});
    expect(() => parseCampaignDatabaseRecord('[1]')).toThrow(TypeError);
    expect(() => parseCampaignDatabaseRecord('{oops')).toThrow(SyntaxError);
  });

  it("writes the options of a created select column as the platform's client does, and reads them back", () => {
    const options = ['Red', 'Blue; dark', 'a_b', '[x],y', ''];
    const text = selectColumnDataType(options);
    expect(text).toBe('select[Red,Blue_; dark,a__b,_[x_]_,y,]');
    expect(parseSelectColumnDataType(text)).toEqual(options);
    expect(selectColumnDataType([1, null, 'z'])).toBe('select[1,,z]');
    const labelled = { '1': 'Yes; sure', '0': 'No' };
    expect(selectColumnDataType(labelled)).toBe('select[0;No,1;Yes_; sure]');
    expect(parseSelectColumnDataType(selectColumnDataType(labelled))).toEqual(labelled);
    expect(selectColumnDataType({})).toBe('select]');
    expect(parseSelectColumnDataType('nvarchar')).toBeUndefined();
    expect(parseSelectColumnDataType(selectColumnDataType([]))).toEqual([]);
    expect(parseSelectColumnDataType(selectColumnDataType({}))).toEqual({});
  });
});

describe('defaults', () => {
  it('create account: maxUsers 10, login mode 0, the caller’s fields win', () => {
    expect(accountCreateModel({ accountName: 'acme', password: 'pw' })).toEqual({
      accountName: 'acme',
      password: 'pw',
      maxUsers: 10,
      lpLoginMode: 0,
    });
    expect(accountCreateModel({ accountName: 'acme', password: 'pw', maxUsers: 3 }).maxUsers).toBe(3);
  });

  it("render request: block size 50, cache on and the platform's fixed preview preset unless given", () => {
    expect(renderRequest({ campaignId: 1, documentId: 2 })).toEqual({
      campaignId: 1,
      documentId: 2,
      presetId: 'B76C5F80-C35E-44EE-90DF-17D63FB4A7AB',
      blockSize: 50,
      enableCache: true,
    });
    const presetId = '7d2e4f61-8a9b-4c3d-b2e1-6f5a4b3c2d1e' as unknown as CampaignRenderDocumentRequest['presetId'];
    expect(renderRequest({ campaignId: 1, documentId: 2, presetId, blockSize: null }).presetId).toBe(presetId);
  });

  it('SMTP server: timeout 120, port 25, helo localhost; delete events mode none', () => {
    expect(smtpServer({ name: 'relay', port: 587 })).toEqual({ name: 'relay', port: 587, timeout: 120, heloDomain: 'localhost' });
    expect(campaignDeleteModel()).toEqual({ deleteEventsMode: 0 });
  });
});

describe('calls with rules', () => {
  afterEach(() => vi.restoreAllMocks());
  const recorder = () => {
    const send = vi.fn(async (..._args: unknown[]) => true);
    /** What was sent: the operation's id and the input. */
    const sent = () => send.mock.calls.map(([operation, input]) => [(operation as { id: string }).id, input]);
    return { client: { send } as unknown as DsmClient, sent };
  };

  it('setmasteruser sends the master id only when above 0', async () => {
    const urls: string[] = [];
    const fetch = (async (request: Request) => {
      urls.push(new URL(request.url).pathname);
      return Response.json({ state: 0, responseObject: true, failureMessage: null, failureDetail: null });
    }) as typeof globalThis.fetch;
    const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'pub', privateKey: 'priv', fetch });
    for (const master of [9, 0, undefined, -2, null]) expect(await setMasterUser(client, 5, master)).toBe(true);
    expect(urls).toEqual([
      '/api/portaluser/setmasteruser/5/9',
      '/api/portaluser/setmasteruser/5/',
      '/api/portaluser/setmasteruser/5/',
      '/api/portaluser/setmasteruser/5/',
      '/api/portaluser/setmasteruser/5/',
    ]);
  });

  it('resource group change: campaignId -1 by default; several names use the multi-file call', async () => {
    const { client, sent } = recorder();
    await changeResourceGroup(client, { resourceType: 'image', groupName: 'Logos', resourceNames: 'a.png' });
    await changeResourceGroup(client, { resourceType: 'image', groupName: 'Logos', resourceNames: ['a.png', 'b.png'], campaignId: 12 });
    expect(sent()).toEqual([
      ['resourcesChangeGroup', { body: { resourceType: 'image', groupName: 'Logos', resourceName: 'a.png', campaignId: -1 } }],
      [
        'resourcesChangeGroupForSeveralFiles',
        { body: { resourceType: 'image', groupName: 'Logos', resourceNames: ['a.png', 'b.png'], campaignId: 12 } },
      ],
    ]);
  });
});

describe('the contact column model', () => {
  it('lists every contact column with its type, editability and select labels, then the additional ones', () => {
    const byName = Object.fromEntries(
      contactColumnModel([
        { columnName: 'vip', dataType: 'bit' },
        { columnName: 'shoeSize', dataType: 'int' },
      ]).map((c) => [c.name, c]),
    );
    expect(CONTACT_COLUMNS).toHaveLength(41);
    expect(CONTACT_COLUMNS.filter((c) => !c.editable).map((c) => c.name)).toEqual([
      'dsm_CustomerId',
      'lpLogin',
      'dsm_BatchId',
      'createdOn',
      'lastUpdate',
    ]);
    expect(byName.rating).toMatchObject({ type: 'select', editable: true, options: { 0: 'Cold', 1: 'Warm', 2: 'Hot' } });
    expect(byName.vip).toEqual({ name: 'vip', type: 'nullableBoolean', editable: true, additional: true, dataType: 'bit' });
    expect(byName.shoeSize).toMatchObject({ type: 'nullableInteger', additional: true });
  });

  it('shows values by the display rules', () => {
    const col = (name: string) => CONTACT_COLUMNS.find((c) => c.name === name)!;
    expect(displayColumnValue(col('doubleOptIn'), 'ja')).toBe('Yes');
    expect(displayColumnValue(col('optIn'), null)).toBe('Unknown');
    expect(displayColumnValue(col('gender'), true)).toBe('female');
    expect(displayColumnValue(col('jobCategory'), 3)).toBe('R&D');
    expect(displayColumnValue(col('jobLevel'), null)).toBe('');
    expect(displayColumnValue(col('country'), { englishName: 'Germany', value: 'DE' })).toBe('Germany');
    expect(displayColumnValue(col('language'), { name: 'German', value: 'de' })).toBe('German');
    expect(displayColumnValue(col('eMail'), { value: 'erika@example.org' })).toBe('erika@example.org');
    expect(displayColumnValue(col('firstName'), 'Erika')).toBe('Erika');
  });
});
