/**
 * The request bodies the platform's own client documents (`client-documented-bodies.ts`) are accepted by the
 * contract, and the same bodies with one field misspelt are refused: the request models name every field the
 * client sends and stay closed.
 *
 * - Replays go through the SDK's `call()` to the Prism mock, which must answer 2xx without `sl-violations`.
 * - Each object body gets a twin whose last field's first letter changes case (`filter` → `Filter`): the SDK
 *   refuses it before sending, or the mock refuses it with 422. The login placeholders (which the server ignores),
 *   the bodies of named values and the imposition layout (its names are the caller's) are open on purpose and
 *   have no twin.
 */
import { describe, expect, inject, it } from 'vitest';
import type { OperationId } from '../../generated/operation-ids.js';
import { DsmValidationError } from '../../src/errors.js';
import { createDsmClient } from '../support/full-client.js';
import { recordingFetch } from '../support/recording-fetch.js';
import { type DocumentedBody, documentedBodies } from './client-documented-bodies.js';

const port = inject('mockPort');
const keys = { publicKey: 'pub-doc', privateKey: 'priv-doc', adminPublicKey: 'admin-pub-doc', adminPrivateKey: 'admin-priv-doc' };
/**
 * Open on purpose: the server ignores the login placeholder, and a button action's parameters, a campaign
 * database row and an imposition layout are values by the caller's own names, so any field is taken.
 */
const placeholders = new Set<OperationId>([
  'loginAuthenticate',
  'loginGetOneTimeToken',
  'dataRelationsExecute',
  'campaignDatabaseUpdate',
  'impositionsViewModelJson',
]);

async function send({ operationId, path, body }: Pick<DocumentedBody, 'operationId' | 'path' | 'body'>) {
  const { fetch, exchanges } = recordingFetch();
  const client = createDsmClient({ targetSystem: '127.0.0.1', protocol: 'http', port, ...keys, fetch });
  const call = client.call as (id: OperationId, input: object) => Promise<unknown>;
  const error = await call(operationId, { ...(path ? { path } : {}), body }).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return { error, response: exchanges[0]?.response, sent: exchanges.length };
}

const flipFirstLetter = (name: string) =>
  (name[0] === name[0]!.toUpperCase() ? name[0]!.toLowerCase() : name[0]!.toUpperCase()) + name.slice(1);

/** The body with its last field's name misspelt, and that name. */
function misspelt(body: object) {
  const fields = Object.entries(body);
  const [name, value] = fields[fields.length - 1]!;
  return { name: flipFirstLetter(name), body: Object.fromEntries([...fields.slice(0, -1), [flipFirstLetter(name), value]]) };
}

describe('the mock accepts every body the platform client documents', () => {
  it('covers the areas whose bodies the client documents', () => {
    expect(new Set(documentedBodies.map((d) => d.operationId)).size).toBeGreaterThan(150);
  });

  it.each(documentedBodies)('$fn → $operationId', async (documented) => {
    const { error, response, sent } = await send(documented);
    expect(error).toBeUndefined();
    expect(sent).toBe(1);
    expect(response!.status).toBeGreaterThanOrEqual(200);
    expect(response!.status).toBeLessThan(300);
    expect(response!.headers.get('sl-violations')).toBeNull();
  });
});

const twins = documentedBodies
  .filter((d) => typeof d.body === 'object' && d.body !== null && !Array.isArray(d.body) && !placeholders.has(d.operationId))
  .map((d) => ({ ...d, ...misspelt(d.body as object) }));

describe('a misspelt field of a documented body is refused', () => {
  it.each(twins)('$fn with "$name"', async (twin) => {
    const { error, response, sent } = await send(twin);
    expect(error).toBeDefined();
    if (sent === 0) expect(error).toBeInstanceOf(DsmValidationError);
    else {
      expect(response!.status).toBe(422);
      expect(response!.headers.get('sl-violations')).not.toBeNull();
    }
  });
});
