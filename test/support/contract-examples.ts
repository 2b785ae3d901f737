/** Example inputs and replies of each contract operation, read from a bundle. */
import { listOperations, loadBundle, resolve, type ContractOperation } from '../../scripts/contract.js';

export interface OperationCase extends ContractOperation {
  pathParams: Record<string, unknown>;
  exampleBody?: unknown;
  expectedResult: unknown;
}

export function operationCases(bundlePath: string): OperationCase[] {
  const bundle = loadBundle(bundlePath);
  return listOperations(bundle).map((op) => {
    const pathItem = bundle.paths[op.path];
    const parameters = [...(pathItem.parameters ?? []), ...(op.raw.parameters ?? [])].map((p: unknown) => resolve<Record<string, any>>(bundle, p));
    const pathParams = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example]));
    const requestBody = op.raw.requestBody ? resolve<Record<string, any>>(bundle, op.raw.requestBody) : undefined;
    const reply = resolve<Record<string, any>>(bundle, op.raw.responses['200']);
    return {
      ...op,
      pathParams,
      exampleBody: requestBody?.content?.['application/json']?.example,
      expectedResult: reply.content['application/json'].example.responseObject,
    };
  });
}
