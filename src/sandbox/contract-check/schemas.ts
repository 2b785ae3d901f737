/** The shape of generated/contract-schemas.ts: JSON Schema (draft-07, as Prism reads the contract) per operation. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

export interface OperationSchemas {
  /** The path values as one object, names in lower case (as Prism builds it). */
  readonly path?: JsonSchema;
  /** The JSON request body, read-only fields refused. */
  readonly body?: JsonSchema;
  /** True when the operation needs a body. */
  readonly bodyRequired?: boolean;
  /** The reply envelope at HTTP 200. */
  readonly reply?: JsonSchema;
}

export interface ContractSchemas {
  readonly $id: string;
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  readonly inputDefinitions: Readonly<Record<string, JsonSchema>>;
  readonly operations: Readonly<Record<string, OperationSchemas>>;
}
