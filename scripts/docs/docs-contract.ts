/**
 * The docs build's view of the bundled contract: the contract itself stays the single source, and the
 * reader-facing additions are made here, on a copy, for Redoc only:
 *   - a value / name / meaning table in the description of every enumeration,
 *   - the kind of each operation as a badge, and `GET changes data` after such a summary,
 *   - the SDK names of each operation in its description (so the page search finds them),
 *   - the client-side checks of each operation that has any, in its description,
 *   - `x-codeSamples` (dsm.call, function, hook, curl) from the operation's examples,
 *   - the "Getting started and signing" section at the top.
 */
import { listOperations } from '../contract.js';
import { jsonTextFields } from '../json-text-fields.js';
import { operationExamples } from '../operation-examples.js';
import type { JsonTextFields } from '../../src/transport/json-text.js';
import { clientChecksFor } from './client-checks.js';
import { codeSamples, sampleServer } from './code-samples.js';
import { addEnumTables } from './enum-tables.js';
import { gettingStarted } from './guide.js';
import { kindMarks } from './kinds.js';
import { sdkNames } from './sdk-names.js';

export function sdkLine(operationId: string, kind: string): string {
  const { functionName, hookName } = sdkNames(operationId);
  return `**SDK:** \`dsm.call('${operationId}', …)\` · function \`${functionName}\` · ${kind} hook \`${hookName}\``;
}

export function docsContract(bundle: Record<string, any>): Record<string, any> {
  const docs = structuredClone(bundle);
  addEnumTables(docs);
  const server = sampleServer(docs);
  const clientChecks = clientChecksFor(docs);
  for (const op of listOperations(docs)) {
    const target = op.raw; // the copy's operation object
    const marks = kindMarks(op);
    target.summary = `${target.summary}${marks.summarySuffix}`;
    target['x-badges'] = [...(target['x-badges'] ?? []), marks.badge];
    const checks = clientChecks(op);
    target.description = [target.description ?? '', checks, sdkLine(op.operationId, op.kind)].filter(Boolean).join('\n\n').trim();
    target['x-codeSamples'] = codeSamples(op, operationExamples(docs, op), server, jsonTextFields(docs, op) as JsonTextFields);
  }
  docs.info = { ...docs.info, description: `${gettingStarted()}\n# About this contract\n\n${docs.info?.description ?? ''}` };
  return docs;
}
