/**
 * TanStack Query tells a query's watchers on the next task (`setTimeout(0)`); under fake timers a timer set while
 * the clock ticks waits for the next millisecond, which would shift every time a test asserts. Tests of jobs let it
 * tell them in a microtask instead, so a status shows at the fake time it was read.
 */
import { notifyManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';

export const tellWatchersInMicrotasks = () => notifyManager.setScheduler((callback) => queueMicrotask(callback));
export const tellWatchersOnNextTask = () => notifyManager.setScheduler((callback) => setTimeout(callback, 0));

/** Each test of the suite runs on fake timers from time 0, with watchers told in a microtask. */
export function onFakeQueryTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    tellWatchersInMicrotasks();
  });
  afterEach(() => {
    vi.useRealTimers();
    tellWatchersOnNextTask();
  });
}
