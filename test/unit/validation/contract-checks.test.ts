// @vitest-environment jsdom
/**
 * Every message the contract gives a check (`x-dsm-missing` on a request body, path parameter or body
 * property, `x-dsm-not-integer`) is what each of the four surfaces refuses with, sending nothing: one
 * operation per message and kind, its contract example changed in that one input.
 */
import type { OperationId } from '../../../generated/operation-ids.js';
import { BUNDLE_PATH, listOperations, loadBundle } from '../../../scripts/generate/contract.js';
import { contractChecks, customCheckModules, type ContractCheck } from '../../../scripts/generate/contract-checks.js';
import { checkArea, NO_BODY, type Change, type Rejection } from './harness.js';

const bundle = loadBundle(BUNDLE_PATH);
const customNames = new Set(customCheckModules(BUNDLE_PATH.replace(/generated[\\/]openapi\.json$/, '')).keys());

/** The input that fails one check: no body, an empty or non-integer path value, a dropped or non-integer field. */
function failing(check: Exclude<ContractCheck, { kind: 'custom' }>): Change {
  if (check.kind === 'model') return NO_BODY;
  const value = check.kind === 'missing' ? (check.where === 'path' ? '' : undefined) : check.where === 'path' ? '2.5' : 2.5;
  return check.where === 'path' ? { path: { [check.name]: value } } : { body: { [check.name]: value } };
}

const seen = new Set<string>();
const rejections: Rejection[] = [];
for (const op of listOperations(bundle)) {
  const checks = contractChecks(bundle, op, customNames);
  // Only checks that no hand-written check runs before: those could refuse the changed input first.
  const firstCustom = checks.findIndex((check) => check.kind === 'custom');
  for (const check of firstCustom === -1 ? checks : checks.slice(0, firstCustom)) {
    if (check.kind === 'custom') continue;
    const key = `${check.kind}:${'where' in check ? check.where : 'body'}:${check.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rejections.push([op.operationId as OperationId, failing(check), check.message]);
  }
}

checkArea("the contract's check messages", [], rejections);
