/**
 * An operation of the contract as data: what the generated functions and hooks hand the transport.
 * The transport decides signing, checks and the path from it alone; nothing is parsed back from a URL.
 */
import type { BodyDefaults } from './transport/body-defaults.js';
import type { JsonTextCodec } from './transport/json-text-codec.js';
import type { OnlyAboveZero } from './transport/optional-segment.js';
import type { InputRules } from './validation/checks.js';
import type { Check } from './validation/index.js';

/** How a path value is checked before it is put into its segment. */
export type PathValueType = 'integer' | 'number' | 'string';

/**
 * A resource file name in a path (`x-dsm-resource-name`): `file` writes every `.` as `[ptrt]`, `delete`
 * also every `#` as `[hash]`, before percent-encoding (docs/protocol.md §6).
 */
export type ResourceNameKind = 'file' | 'delete';

export interface Operation {
  /** The contract's operationId. */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  /** The path template exactly as the contract spells it, e.g. `/api/contacts/delete/{id}`. */
  readonly path: string;
  /** `mutation` for everything that changes data, whatever the HTTP verb. */
  readonly kind: 'query' | 'mutation';
  /** The API area (the contract tag in kebab case): the query-key scope of its hooks. */
  readonly area: string;
  /** Whether a JSON body is sent; `required` bodies are checked for presence. Absent: no body. */
  readonly body?: 'optional' | 'required';
  /** Path parameters in template order, with the type the contract gives them. */
  readonly params?: Readonly<Record<string, PathValueType>>;
  /** Path parameters that hold a resource file name, by name: the transport writes their markers. */
  readonly resourceNames?: Readonly<Record<string, ResourceNameKind>>;
  /** False for the operations the contract marks `security: []`: never any X-DSM-* header. */
  readonly unsigned?: true;
  /**
   * For system admins only (the contract's `x-dsm-access: system-admin`): the platform takes it signed with a
   * system admin's keys. Signed as the platform's client signs it, with the client's own pair, unless the call
   * asks for the admin pair (`adminKeys: true`).
   */
  readonly adminOnly?: true;
  /**
   * A POST whose request model carries `sendWithAdminKeys` and whose flag the platform's client honours
   * (not where the contract says `x-dsm-admin-flag: ignored`): the body flag selects the admin keys.
   */
  readonly adminFlag?: true;
  /** The client-side checks, in the platform's order, with its messages (the contract's `x-dsm-checks`). */
  readonly checks?: readonly Check[];
  /**
   * The code that runs `checks` and writes `resourceNames` (`src/validation/checks.ts`): named only by the
   * descriptors that have either, so an application carries it only when it imports one of them.
   */
  readonly inputRules?: InputRules;
  /**
   * Fields of the body and the result that travel as JSON text but are objects for the caller
   * (`x-dsm-json-text`), and reply lists the caller gets reshaped (`x-dsm-reshape`).
   */
  readonly jsonText?: JsonTextCodec;
  /**
   * A path value sent only when above 0 (`x-dsm-only-above-zero`): otherwise the call goes to the path
   * without that segment (the platform's client sets a master user only when its id is above 0).
   */
  readonly onlyAboveZero?: OnlyAboveZero;
  /** Body fields the platform's client fills when they are left out or `null` (`x-dsm-apply-defaults`). */
  readonly bodyDefaults?: BodyDefaults;
}

export const NOT_AN_OPERATION_MESSAGE = 'Only the operations of the contract (generated/operations/) can be sent.';

/** The descriptors of the contract: only those reach the transport. Identity, not shape, so a look-alike is refused. */
const contractOperations = new WeakSet<object>();

/**
 * An operation's fields after its route, as generated/operations/ writes them: `body` only where it is
 * not what the method implies (a POST sends a required body, a GET none).
 */
export type OperationFields = Omit<Partial<Operation>, 'id' | 'method' | 'path' | 'kind' | 'area' | 'body' | 'params'> & {
  readonly body?: 'optional' | 'required' | 'none';
};

/**
 * The maker of one area's descriptors: `operation(id, 'kind METHOD path ...types', fields)`, where the types
 * are those of the path values in the template's order (their names are the template's). It marks each as
 * one of the contract's and freezes it, so what `send()` accepts cannot be changed afterwards.
 */
export const operationsIn =
  (area: string) =>
  <K extends string>(id: K, route: string, { body, ...fields }: OperationFields = {}): Operation & { readonly id: K } => {
    const [kind, method, path, ...types] = route.split(' ');
    body ??= method === 'POST' ? 'required' : 'none';
    const operation = {
      id,
      method,
      path,
      kind,
      area,
      ...(body !== 'none' && { body }),
      ...(types.length && { params: Object.fromEntries(types.map((type, i) => [path!.split(/[{}]/)[2 * i + 1], type])) }),
      ...fields,
    } as Operation & { readonly id: K };
    Object.freeze(operation.params);
    Object.freeze(operation.resourceNames);
    Object.freeze(operation.checks);
    contractOperations.add(Object.freeze(operation));
    return operation;
  };

export const isContractOperation = (value: unknown): value is Operation => contractOperations.has(value as object);

/** What one call of an operation carries: path values by name and the body, as the caller gave them. */
export interface OperationInput {
  path?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

export interface SendOptions {
  /**
   * Sign with the admin key pair (the platform's `sendWithAdminKeys` flag); without `adminPublicKey` and
   * `adminPrivateKey` the call fails before sending with a `DsmConfigError` ('No admin public key provided').
   * A system admin only operation (the descriptor's `adminOnly`) needs a system admin's keys: this, or a client
   * whose own key pair is a system admin's (the platform's client signs it with its account keys).
   */
  adminKeys?: boolean;
  /** Milliseconds before the call fails with a `DsmTimeoutError`; overrides the client's `timeout`. */
  timeout?: number;
  signal?: AbortSignal;
}
