/**
 * What the gate does for a `raw` call, loaded on demand with the table of operations: finds the
 * operation from the method and path template, turns JSON-text fields of the body into text (raw calls
 * are typed by the same schema as the rest, so they are objects there too), and runs the checks.
 * `check` is the entry's own `checkRequest`, handed in so this chunk never shares modules with it.
 */
import { operationByRoute } from './operation-lookup.js';
import type { checkRequest } from './request-checks.js';
import type { RequestContext } from './request-context.js';

/** Checks a raw request; resolves to the request to send instead when its body had to be re-encoded. */
export async function checkRawRequest(
  request: Request,
  schemaPath: string,
  path: Record<string, unknown> | undefined,
  context: RequestContext,
  check: typeof checkRequest,
): Promise<Request | undefined> {
  const operation = (context.operation = operationByRoute(request.method, schemaPath));
  const text = await request.clone().text();
  const body = (context.body = operation.jsonText ? operation.jsonText.encodeText(text) : text);
  check(operation, path, body);
  return body === text ? undefined : new Request(request, { body });
}
