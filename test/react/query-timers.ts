/**
 * TanStack Query tells a query's watchers on the next task (`setTimeout(0)`); under fake timers a timer set while
 * the clock ticks waits for the next millisecond, which would shift every time a test asserts. Tests of jobs let it
 * tell them in a microtask instead, so a status shows at the fake time it was read.
 */
import { notifyManager } from '@tanstack/react-query';

export const tellWatchersInMicrotasks = () => notifyManager.setScheduler((callback) => queueMicrotask(callback));
export const tellWatchersOnNextTask = () => notifyManager.setScheduler((callback) => setTimeout(callback, 0));
