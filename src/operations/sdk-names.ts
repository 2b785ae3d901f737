/** The names an operation has in the SDK: its `call()` id, its generated function and its React Query hook. */
export interface SdkNames {
  /** The contract's operationId, also the `call()` id. */
  readonly operationId: string;
  /** The generated, tree-shakable function exported by `@dsm/sdk`: the operationId itself. */
  readonly functionName: string;
  /** The hook exported by `@dsm/sdk/react`: `use` + PascalCase(operationId). */
  readonly hookName: string;
}

/** `contactsCount` → function `contactsCount`, hook `useContactsCount`. */
export function sdkNames(operationId: string): SdkNames {
  return {
    operationId,
    functionName: operationId,
    hookName: `use${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`,
  };
}
