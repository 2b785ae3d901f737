/** Turns the explorer form's text into the call's input, checked against the contract's schemas. */
import type { OperationEntry } from '@dsm/sdk/operations';
import type { OpenApiDocument } from './openapi-document';
import { checkAgainstSchema, parsePathValue, type SchemaProblem } from './schema-check';
import type { CallInputValues } from './send';

export interface FormValues {
  path: Record<string, string>;
  /** JSON text; empty means "no body" (allowed only when the body is optional). */
  body: string;
}

export function initialFormValues(operation: OperationEntry): FormValues {
  const path: Record<string, string> = {};
  for (const value of operation.pathValues) path[value.name] = value.example === undefined ? '' : String(value.example);
  const body = operation.body && operation.body.example !== undefined ? JSON.stringify(operation.body.example, null, 2) : '';
  return { path, body };
}

export function readCallInput(
  document: OpenApiDocument,
  operation: OperationEntry,
  values: FormValues,
): { input: CallInputValues; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  const input: CallInputValues = {};
  if (operation.pathValues.length > 0) {
    const path: Record<string, unknown> = {};
    for (const value of operation.pathValues) {
      const text = values.path[value.name] ?? '';
      if (text.trim() === '') {
        problems.push({ at: `path.${value.name}`, message: 'is required' });
        continue;
      }
      path[value.name] = parsePathValue(document, value.schema, text);
      problems.push(...checkAgainstSchema(document, value.schema, path[value.name], `path.${value.name}`));
    }
    input.path = path;
  }
  if (operation.body) {
    if (values.body.trim() === '') {
      if (operation.body.required) problems.push({ at: 'body', message: 'is required' });
    } else {
      try {
        input.body = JSON.parse(values.body);
        problems.push(...checkAgainstSchema(document, operation.body.schema, input.body, 'body'));
      } catch (error) {
        problems.push({ at: 'body', message: `is not valid JSON (${error instanceof Error ? error.message : 'parse error'})` });
      }
    }
  }
  return { input, problems };
}
