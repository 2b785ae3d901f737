/** `@dsm/sdk/openapi.json`: the bundled contract (a package export). Typed loosely on purpose: tsc need not infer 1.3 MB of JSON. */
declare module '@dsm/sdk/openapi.json' {
  const contract: import('./explorer/openapi-document').OpenApiDocument;
  export default contract;
}
