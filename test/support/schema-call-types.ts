/** The types of `call()` as the contract's openapi-typescript output (generated/schema.ts) gives them: what generated/call-table.ts must equal. */
import type { operations } from '../../generated/schema.js';
import type { OperationId } from '../../generated/operation-ids.js';
import type { Unwrapped } from '../../src/transport/envelope.js';

type Operation<K extends OperationId> = K extends keyof operations ? operations[K] : never;

type PathParams<K extends OperationId> = Operation<K> extends { parameters: { path: infer P } } ? P : never;
type RequestBody<K extends OperationId> =
  Operation<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Operation<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : never;

type PathPart<K extends OperationId> = [PathParams<K>] extends [never | undefined] ? {} : { path: PathParams<K> };
type BodyPart<K extends OperationId> = [RequestBody<K>] extends [never]
  ? {}
  : undefined extends RequestBody<K>
    ? { body?: RequestBody<K> }
    : { body: RequestBody<K> };

/** What `client.call(operationId, input)` takes: `path` parameters and the JSON `body`, when the operation has them. */
export type SchemaCallInput<K extends OperationId> = PathPart<K> & BodyPart<K>;

/** What `client.call(operationId)` resolves to: the operation's `responseObject`. */
export type SchemaCallResult<K extends OperationId> = Unwrapped<
  Operation<K> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : unknown
>;
