/** A client whose `send` answers from a script per operation id, recording each call and its time. */
import type { DsmClient } from '../../../src/client.js';

export interface RecordedCall {
  operationId: string;
  input: unknown;
  options: { signal?: AbortSignal; adminKeys?: boolean } | undefined;
  at: number;
}

/** A step: a result, an Error to reject with, or a function of the input. */
export type Step = unknown;

export function fakeClient(script: Record<string, Step[] | ((input: any) => unknown)>) {
  const calls: RecordedCall[] = [];
  const counters: Record<string, number> = {};
  const send = async ({ id: operationId }: { id: string }, input?: unknown, options?: RecordedCall['options']) => {
    calls.push({ operationId, input, options, at: Date.now() });
    const steps = script[operationId];
    if (steps === undefined) throw new Error(`unscripted operation ${operationId}`);
    if (typeof steps === 'function') return steps(input);
    const index = counters[operationId] ?? 0;
    counters[operationId] = index + 1;
    const step = steps[Math.min(index, steps.length - 1)];
    if (step instanceof Error) throw step;
    return step;
  };
  const client = { send } as unknown as DsmClient;
  const callsOf = (operationId: string) => calls.filter((c) => c.operationId === operationId);
  return { client, calls, callsOf };
}
