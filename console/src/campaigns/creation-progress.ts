/**
 * What a campaign creation status says (seed 002 §3: the progress messages; seed 001 §8: the failure
 * codes 20-30, whose texts come from the SDK's `campaignCreationMessage`).
 */
import { campaignCreationMessage } from '@dsm/sdk';

/** Progress codes in the order the job passes them, with the seed's words. */
const STEPS: readonly [number, string][] = [
  [0, 'Started'],
  [1, 'Unzipping'],
  [2, 'Checking for valid export'],
  [3, 'Reading info'],
  [4, 'Checking conflicts'],
  [5, 'Reading databases'],
  [6, 'Copying account resources'],
  [7, 'Copying system resources'],
  [8, 'Registering account resources'],
  [9, 'Registering system resources'],
  [10, 'Importing databases'],
  [11, 'Copying designs'],
  [12, 'Adjusting design properties'],
  [13, 'Waiting for resource check-ins'],
  [14, 'Writing jQuery themes'],
  [15, 'Importing sets'],
  [19, 'Finished'],
];
/** Steps whose detail is a percentage. */
const PERCENT_STEPS = new Set([13, 15]);

export interface CreationStatus {
  state?: number;
  message?: number | null;
  messageDetail?: string | null;
}

export function describeCreationStatus(status: CreationStatus): { progress: number | null; message: string } {
  const code = status.message;
  if (typeof code !== 'number') return { progress: null, message: 'Working' };
  if (code >= 20) return { progress: null, message: campaignCreationMessage(code, [status.messageDetail ?? null]) };
  const index = STEPS.findIndex(([value]) => value === code);
  if (index === -1) return { progress: null, message: `Unknown message: ${code}` };
  const words = STEPS[index]![1];
  const detail = status.messageDetail ? (PERCENT_STEPS.has(code) ? ` (${status.messageDetail} %)` : ` (${status.messageDetail})`) : '';
  return { progress: index / (STEPS.length - 1), message: `${words}${detail}` };
}
