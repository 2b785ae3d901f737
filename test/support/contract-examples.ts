/** Example inputs and replies of each contract operation, read from a bundle. */
import { listOperations, loadBundle, resolve, type ContractOperation } from '../../scripts/generate/contract.js';
import { jsonTextFields } from '../../scripts/generate/json-text-fields.js';
import { decodeJsonText, type JsonTextFields } from '../../src/transport/json-text.js';

export interface OperationCase extends ContractOperation {
  pathParams: Record<string, unknown>;
  /** The example body as the contract spells it (JSON-text fields as text, which the SDK sends as they are). */
  exampleBody?: unknown;
  /** The example reply's `responseObject` as the contract spells it (on the wire). */
  wireResult: unknown;
  /** What the SDK resolves to for that reply: the wire result with its JSON-text fields as objects. */
  expectedResult: unknown;
  jsonText: JsonTextFields;
}

export function operationCases(bundlePath: string): OperationCase[] {
  const bundle = loadBundle(bundlePath);
  return listOperations(bundle).map((op) => {
    const pathItem = bundle.paths[op.path];
    const parameters = [...(pathItem.parameters ?? []), ...(op.raw.parameters ?? [])].map((p: unknown) =>
      resolve<Record<string, any>>(bundle, p),
    );
    const pathParams = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example]));
    const requestBody = op.raw.requestBody ? resolve<Record<string, any>>(bundle, op.raw.requestBody) : undefined;
    const reply = resolve<Record<string, any>>(bundle, op.raw.responses['200']);
    const wireResult = reply.content['application/json'].example.responseObject;
    const jsonText = jsonTextFields(bundle, op) as JsonTextFields;
    const expectedResult = decodeJsonText(wireResult, jsonText.result, (message) => {
      throw new Error(`${op.operationId}: the example ${message}`);
    });
    return { ...op, pathParams, exampleBody: requestBody?.content?.['application/json']?.example, wireResult, expectedResult, jsonText };
  });
}
