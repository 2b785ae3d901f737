/**
 * What `npm start`'s gateway mode found: every call through it by operation, whether Prism found its request
 * or the real server's reply to break the contract, and how. Each violation is printed with its operation and
 * appended as one JSON line to the report file; `summary()` tells per operation how many calls passed and
 * which broke the contract.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Violation } from './mock-errors.js';

/** `reply`: the server's reply breaks the contract; `request`: the caller's request does (it was not sent on). */
export type Side = 'reply' | 'request';

export interface CallRecord {
  /** The contract's operationId; undefined when no operation has this method and path. */
  operationId: string | undefined;
  method: string;
  path: string;
  status: number;
  violations: Violation[];
}

interface Tally {
  passed: number;
  broken: Map<string, number>;
}

const sideOf = (violation: Violation): Side => (violation.location?.[0] === 'response' ? 'reply' : 'request');
const named = (record: CallRecord) => record.operationId ?? `${record.method} ${record.path} (no operation)`;

export class ContractReport {
  readonly #tallies = new Map<string, Tally>();
  #written = 0;

  constructor(
    readonly file: string,
    private readonly print: (line: string) => void = console.warn,
  ) {
    mkdirSync(dirname(file), { recursive: true });
  }

  record(call: CallRecord): void {
    const name = named(call);
    const tally = this.#tallies.get(name) ?? { passed: 0, broken: new Map() };
    this.#tallies.set(name, tally);
    if (call.violations.length === 0) {
      tally.passed++;
      return;
    }
    for (const side of ['reply', 'request'] as const) {
      const found = call.violations.filter((violation) => sideOf(violation) === side);
      if (!found.length) continue;
      const how = `${side === 'reply' ? "the server's reply" : 'the request'}: ${found.map((v) => v.message).join('; ')}`;
      tally.broken.set(how, (tally.broken.get(how) ?? 0) + 1);
      this.print(`Contract broken by ${name} (${call.method} ${call.path}, HTTP ${call.status}), ${how}`);
      const line = { time: new Date().toISOString(), operationId: call.operationId ?? null, method: call.method, path: call.path };
      appendFileSync(this.file, `${JSON.stringify({ ...line, status: call.status, side, violations: found })}\n`);
      this.#written++;
    }
  }

  /** Per operation: how many calls passed, and each way it broke the contract with how often. */
  summary(): string {
    if (this.#tallies.size === 0) return 'Contract check: no calls went through the gateway.';
    const lines = [...this.#tallies]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([name, { passed, broken }]) => {
        const failed = [...broken.values()].reduce((sum, n) => sum + n, 0);
        const head = `  ${name}: ${passed} passed${failed ? `, ${failed} broke the contract` : ''}`;
        return [head, ...[...broken].map(([how, n]) => `      ${n}× ${how}`)];
      });
    const broken = [...this.#tallies.values()].filter((tally) => tally.broken.size).length;
    return [
      `Contract check of the calls through the gateway: ${this.#tallies.size} operations, ${broken} broke the contract.`,
      ...lines,
      this.#written ? `Each violation is in ${this.file}.` : 'No violation was found.',
    ].join('\n');
  }
}
