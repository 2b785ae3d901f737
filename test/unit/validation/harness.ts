/**
 * Shared table runner of the validation tests: each case starts from the contract's example input of
 * an operation (valid by construction), changes one thing and sends it through each of the four
 * surfaces (`call()`, the generated function, the hook, `raw`) of a client whose fetch records every
 * request. The area test files run in jsdom, so the hooks render.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/operations/index.js';
import type { OperationId } from '../../../generated/operation-ids.js';
import { BUNDLE_PATH, listOperations, loadBundle, resolve, type ContractOperation } from '../../../scripts/generate/contract.js';
import { createDsmClient } from '../../support/full-client.js';
import { DsmValidationError } from '../../../src/errors.js';
import type { Operation } from '../../../src/operation.js';
import { operationCases } from '../../support/contract-examples.js';
import { envelopeReply, recordingFetch } from '../../support/recording-fetch.js';
import { SURFACES, sendThrough, type Surface } from '../../support/surfaces.js';

type CallInput = { path?: Record<string, unknown>; body?: unknown };

/** Path values replace the example's ('' is a missing parameter); body fields are merged into it (undefined drops one). */
export type Change =
  | { path?: Record<string, unknown>; body?: Record<string, unknown> }
  | { path?: Record<string, unknown>; replaceBody: unknown };
/** The call without any body. */
export const NO_BODY: Change = { replaceBody: undefined };

/** An operation, a change of its example input, and the platform's message for it. */
export type Rejection = readonly [operationId: OperationId, change: Change, message: string];
/** An operation and a change of its example input that must still be sent. */
export type Acceptance = readonly [operationId: OperationId, change: Change];

const examples = new Map(operationCases(BUNDLE_PATH).map((c) => [c.operationId, { path: c.pathParams, body: c.exampleBody }]));

function changed(operationId: OperationId, change: Change): CallInput {
  const example = examples.get(operationId);
  if (!example) throw new Error(`no contract example for ${operationId}`);
  const path = { ...example.path, ...change.path };
  if ('replaceBody' in change) return { path, body: change.replaceBody };
  return { path, body: change.body ? { ...(example.body as object), ...change.body } : example.body };
}

/** What the fake server answers: text that holds a JSON object, so a result that is a JSON-text field reads it too. */
const SENT = '{"sent":true}';
/** The result a surface resolves to: the reply's text, or its object where the whole result is a JSON-text field. */
const sentResult = (operationId: OperationId) =>
  (operations as Record<string, Operation>)[operationId]!.jsonText?.fields.result?.[''] ? JSON.parse(SENT) : SENT;

async function send(operationId: OperationId, change: Change, surface: Surface = 'call') {
  const recorder = recordingFetch(() => envelopeReply({ state: 0, responseObject: SENT }));
  const client = createDsmClient({
    targetSystem: 'demo.example.com',
    publicKey: 'pub',
    privateKey: 'priv',
    adminPublicKey: 'admin-pub',
    adminPrivateKey: 'admin-priv',
    fetch: recorder.fetch,
  });
  const outcome: { result?: unknown; error?: unknown } = await sendThrough(surface, client, operationId, changed(operationId, change)).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, exchanges: recorder.exchanges };
}

/** The call fails with a DsmValidationError carrying the message, and nothing is sent. */
/** On every surface the call fails with a DsmValidationError carrying the message, and nothing is sent. */
async function expectRejected(operationId: OperationId, change: Change, message: string) {
  for (const surface of SURFACES) {
    const { error, exchanges } = await send(operationId, change, surface);
    expect({ surface, error }).toEqual({ surface, error: expect.any(DsmValidationError) });
    expect({ surface, message: (error as DsmValidationError).message }).toEqual({ surface, message });
    expect((error as DsmValidationError).operationId).toBe(operationId);
    expect({ surface, sent: exchanges.length }).toEqual({ surface, sent: 0 });
  }
}

/** On every surface the call goes out once and resolves. */
async function expectSent(operationId: OperationId, change: Change = {}) {
  for (const surface of SURFACES) {
    const { result, error, exchanges } = await send(operationId, change, surface);
    expect({ surface, error }).toEqual({ surface, error: undefined });
    expect({ surface, result }).toEqual({ surface, result: sentResult(operationId) });
    expect({ surface, sent: exchanges.length }).toEqual({ surface, sent: 1 });
  }
}

/** The operations of an area (the contract tag in kebab case) that carry client-side checks. */
export const checkedOperationsOf = (area: string) =>
  Object.values(operations as Record<string, Operation>)
    .filter((operation) => operation.area === area && operation.checks?.length)
    .map((operation) => operation.id as OperationId);

/** A query where with the given comparer. */
const whereWith = (comparer: unknown) => ({
  wheres: [{ columnName: 'firstName', comparer, logicComparer: 0, predefined: 0, value: 'Jane' }],
});

const bundle = loadBundle(BUNDLE_PATH);
const QUERY_REF = '#/components/schemas/Query';
const WHERE_REF = '#/components/schemas/QueryWhere';
/**
 * The body is the Query model, or the Query model or `null` (a query the client may leave out), or a
 * model whose `wheres` are the Query model's (the contact export).
 */
const hasQueryBody = (op: ContractOperation) => {
  const schema = resolve<Record<string, any> | undefined>(bundle, op.raw.requestBody)?.content?.['application/json']?.schema;
  if (schema?.$ref === QUERY_REF || (schema?.anyOf ?? []).some((branch: { $ref?: string }) => branch.$ref === QUERY_REF)) return true;
  const model = resolve<Record<string, any> | undefined>(bundle, schema);
  return model?.properties?.wheres?.items?.$ref === WHERE_REF;
};

/** The operations of a contract tag whose body carries query wheres (read from the contract, not from the checks). */
function queryOperations(tag: string): OperationId[] {
  const found = listOperations(bundle).filter((op) => op.tag === tag && hasQueryBody(op));
  if (found.length === 0) throw new Error(`no operation of ${tag} takes a query`);
  return found.map((op) => op.operationId as OperationId);
}

/** Each such operation rejects an unknown comparer; the first one in every form. */
export const invalidComparerCases = (tag: string): Rejection[] =>
  queryOperations(tag).flatMap((operationId, index) =>
    (index === 0 ? [9, -1, 2.5, '0', null, undefined] : [9]).map(
      (comparer) => [operationId, { body: whereWith(comparer) }, 'Invalid comparer'] as const,
    ),
  );

/** The comparers at both ends of 0..8 pass. */
export const knownComparerCases = (tag: string): Acceptance[] =>
  [0, 8].map((comparer) => [queryOperations(tag)[0]!, { body: whereWith(comparer) }] as const);

/**
 * The tests of one area: each rejection with its exact message and nothing sent; every checked
 * operation still sends its contract example; each extra valid input is sent.
 */
export function checkArea(
  title: string,
  checkedOperations: readonly OperationId[],
  rejections: Rejection[],
  acceptances: Acceptance[] = [],
) {
  describe(title, () => {
    it.each(rejections)('%s rejects %j: %s', (operationId, change, message) => expectRejected(operationId, change, message));
    if (checkedOperations.length > 0) it.each(checkedOperations)('%s sends its contract example', (operationId) => expectSent(operationId));
    if (acceptances.length > 0) it.each(acceptances)('%s sends %j', (operationId, change) => expectSent(operationId, change));
  });
}
