/**
 * Redoc's script without the code this page never runs. Redocly's bundle (the same in `redoc` on npm,
 * prebuilt, so it cannot be rebuilt from its modules) carries whole subsystems the page has no use
 * for: GraphQL and AsyncAPI rendering, the YAML parser, the linter's rules and the type tables of other
 * specifications, OpenTelemetry, the logos of other languages. scripts/docs/record-redoc-usage.ts
 * records, in chromium, which functions a reading of this page runs, and writes the bodies of those it
 * never ran, inside stretches of the bundle where nothing ran at all, into redoc-unused.json: here each
 * of those bodies becomes a call that reports, once, on the browser's console that removed code ran
 * (TRIMMED_CODE_RAN), so a reading that needs it is seen rather than silently doing nothing. The record
 * names the bundle it was made from; any other bundle (a new Redocly) is left whole until the record is
 * made again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface UnusedRecord {
  /** sha256 of the script the record was made from. */
  bundleSha256: string;
  /** [start, end) of each function body never run, in order, not overlapping. */
  bodies: [number, number][];
}

export const RECORD_FILE = new URL('./redoc-unused.json', import.meta.url);

/** What the browser's console says when an emptied function is called: the page needs a new record. */
export const TRIMMED_CODE_RAN = "docs: code removed from Redoc's script ran; run scripts/docs/record-redoc-usage.ts";
/** The emptied bodies' one call, defined once at the top of the script (a name Redocly's bundle does not use). */
const REPORT = '__dsmTrimmedCodeRan';
const REPORTER = `let ${REPORT}=()=>{${REPORT}=()=>{};console.error(${JSON.stringify(TRIMMED_CODE_RAN)})};\n`;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function readRecord(): UnusedRecord {
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as UnusedRecord;
}

/** The script with the recorded bodies emptied; `trimmed` is false when the record is of another bundle. */
export function trimUnused(script: string, record: UnusedRecord = readRecord()): { script: string; trimmed: boolean } {
  if (sha256(script) !== record.bundleSha256) return { script, trimmed: false };
  if (script.includes(REPORT)) throw new Error(`Redoc's script already uses the name ${REPORT}`);
  const parts: string[] = [REPORTER];
  let position = 0;
  for (const [start, end] of record.bodies) {
    if (start < position || end <= start || end > script.length) throw new Error(`redoc-unused.json: a body out of order at ${start}`);
    parts.push(script.slice(position, start), `{${REPORT}()}`);
    position = end;
  }
  parts.push(script.slice(position));
  return { script: parts.join(''), trimmed: true };
}
