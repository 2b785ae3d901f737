/**
 * One operation of the contract as plain data: what an explorer, a docs page or a test needs to list,
 * name and call it. Schemas are the contract's own (a `$ref` resolves in `@dsm/sdk/openapi.json`).
 */
import type { OperationId } from '../../generated/operation-ids.js';

/** A JSON Schema of the contract, as written there: often only `{ $ref: '#/components/schemas/…' }`. */
export type ContractSchema = { readonly $ref?: string } & Readonly<Record<string, unknown>>;

/** One `{name}` of an operation's path. */
export interface PathValueEntry {
  /** The `{name}` of the path template. */
  readonly name: string;
  /** The contract's description of the value; empty when it gives none. */
  readonly description: string;
  /** The value's schema. */
  readonly schema: ContractSchema;
  /** The contract's example, when it gives one. */
  readonly example?: unknown;
}

/** An operation's JSON request body. */
export interface BodyEntry {
  /** False when the operation may be sent without a body. */
  readonly required: boolean;
  /** The body's schema. */
  readonly schema: ContractSchema;
  /** The contract's example, when it gives one. */
  readonly example?: unknown;
}

/** One operation of the contract, as `operationTable` lists it. */
export interface OperationEntry {
  /** The contract's operationId, also the `call()` id. */
  readonly id: OperationId;
  /** The contract's tag, `Contacts`: the area's display name. */
  readonly tag: string;
  /** The area named after the tag, `contacts`, as in `openapi/paths/contacts.yaml`. */
  readonly area: string;
  /** The contract's one-line summary. */
  readonly summary: string;
  /** The contract's description; empty when it gives none. */
  readonly description: string;
  /** The HTTP method the platform takes it with. */
  readonly method: 'GET' | 'POST';
  /** The path template, `{name}` for each path value. */
  readonly path: string;
  /** Whether it changes data; a mutation may be sent as GET. */
  readonly kind: 'query' | 'mutation';
  /** False when the platform takes it without X-DSM-* headers. */
  readonly signed: boolean;
  /**
   * For system admins only (the contract's `x-dsm-access: system-admin`): the platform refuses it signed with an
   * ordinary account's keys; sign it with a system admin's (`adminKeys: true` for the admin pair).
   */
  readonly systemAdminOnly: boolean;
  /** The generated function exported by `@dsm/sdk`. */
  readonly functionName: string;
  /** The React Query hook exported by `@dsm/sdk/react`. */
  readonly hookName: string;
  /** One entry per `{name}` of the path, in template order (the generated function's argument order). */
  readonly pathValues: readonly PathValueEntry[];
  /** Null when the operation takes no body. */
  readonly body: BodyEntry | null;
}
