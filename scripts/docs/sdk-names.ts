/** The names an operation has in the SDK: `call()` id, generated function and React Query hook. */
export interface SdkNames {
  operationId: string;
  /** The generated, tree-shakable function exported by `@dsm/sdk`. */
  functionName: string;
  /** The hook exported by `@dsm/sdk/react`: `use` + PascalCase(operationId). */
  hookName: string;
}

export function sdkNames(operationId: string): SdkNames {
  return {
    operationId,
    functionName: operationId,
    hookName: `use${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`,
  };
}
