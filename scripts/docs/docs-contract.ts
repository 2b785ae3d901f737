/**
 * The docs build's view of the bundled contract: the contract itself stays the single source, and the
 * reader-facing additions are made here, on a copy, for Redoc only:
 *   - a value / name / meaning table in the description of every enumeration,
 *   - the kind of each operation as a badge, and `GET changes data` after such a summary,
 *   - the SDK names of each operation in its description (so the page search finds them),
 *   - the client-side checks of each operation that has any, in its description,
 *   - "Access: system admin only" in the description of each operation marked `x-dsm-access: system-admin`,
 *   - `x-codeSamples` (dsm.call, function, hook, curl) from the operation's examples,
 *   - the "Getting started and signing" section at the top, with the reply envelope's fields.
 */
import { listOperations } from '../generate/contract.js';
import { operationTable, type OperationEntry } from '../../src/operations/index.js';
import { jsonTextFields } from '../generate/json-text-fields.js';
import { operationExamples } from '../generate/operation-examples.js';
import type { JsonTextFields } from '../../src/transport/json-text.js';
import { clientChecksFor } from './client-checks.js';
import { codeSamples, sampleServer } from './code-samples.js';
import { addEnumTables } from './enum-tables.js';
import { envelopeFields } from './envelope-docs.js';
import { gettingStarted } from './guide.js';
import { jobDocsFor } from './job-docs.js';
import { kindMarks } from './kinds.js';

export function sdkLine(entry: OperationEntry): string {
  return `**SDK:** \`dsm.call('${entry.id}', …)\` · function \`${entry.functionName}\` · ${entry.kind} hook \`${entry.hookName}\``;
}

/** The access line of an operation for system admins only; none for the others. */
function accessLine(op: { raw: Record<string, any> }): string | undefined {
  return op.raw['x-dsm-access'] === 'system-admin'
    ? "**Access: system admin only.** It needs a system admin's keys: the SDK signs it with the client's own pair, as the platform's client does, or with the admin pair (`adminPublicKey`/`adminPrivateKey`) given `{ adminKeys: true }`; the platform refuses it signed with an ordinary account's key pair."
    : undefined;
}

const entries = new Map<string, OperationEntry>(operationTable.map((entry) => [entry.id, entry]));

function entryOf(operationId: string): OperationEntry {
  const entry = entries.get(operationId);
  if (!entry) throw new Error(`${operationId} is not in generated/operation-table.ts: run \`npm run generate\``);
  return entry;
}

export function docsContract(bundle: Record<string, any>): Record<string, any> {
  const docs = structuredClone(bundle);
  const envelope = envelopeFields(docs); // before the enumeration tables: one line per field
  addEnumTables(docs);
  const server = sampleServer(docs);
  const clientChecks = clientChecksFor(docs);
  const jobDocs = jobDocsFor(docs);
  for (const op of listOperations(docs)) {
    const target = op.raw; // the copy's operation object
    const entry = entryOf(op.operationId);
    const marks = kindMarks(op);
    target.summary = `${target.summary}${marks.summarySuffix}`;
    target['x-badges'] = [...(target['x-badges'] ?? []), marks.badge];
    const checks = clientChecks(op);
    target.description = [target.description ?? '', accessLine(op), jobDocs(op), checks, sdkLine(entry)]
      .filter(Boolean)
      .join('\n\n')
      .trim();
    target['x-codeSamples'] = codeSamples(entry, operationExamples(docs, op), server, jsonTextFields(docs, op) as JsonTextFields);
  }
  docs.info = { ...docs.info, description: `${gettingStarted(envelope)}\n# About this contract\n\n${docs.info?.description ?? ''}` };
  return docs;
}
