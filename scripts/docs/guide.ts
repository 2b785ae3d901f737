/**
 * The "Getting started and signing" section of the reference docs (markdown for `info.description`):
 * the prose is getting-started.md, whose slots take what is computed at build time: the signing examples
 * (`{{worked-example}}`, `{{designer-example}}`) and the reply envelope's fields from the contract
 * (`{{envelope-fields}}`, scripts/docs/envelope-docs.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DESIGNER_EXAMPLE, type SigningInput, WORKED_EXAMPLE } from './signing-example.js';
import { designerExample, workedExample } from './signing-markdown.js';

export const GUIDE_HEADING = 'Getting started and signing';

/** A file path (not a URL object: under jsdom, `URL` is the DOM's and Node's file APIs refuse it). */
const PROSE_FILE = fileURLToPath(new URL('./getting-started.md', import.meta.url));

/** The section, with the envelope's fields (a markdown table) and the two signing examples. */
export function gettingStarted(
  envelopeFields: string,
  input: SigningInput = WORKED_EXAMPLE,
  designer: SigningInput = DESIGNER_EXAMPLE,
): string {
  const slots = new Map([
    ['worked-example', workedExample(input).trimEnd()],
    ['designer-example', designerExample(designer)],
    ['envelope-fields', envelopeFields],
  ]);
  const prose = readFileSync(PROSE_FILE, 'utf8');
  if (!prose.startsWith(`# ${GUIDE_HEADING}\n`)) throw new Error(`getting-started.md must start with "# ${GUIDE_HEADING}"`);
  const filled = new Set<string>();
  const text = prose.replace(/\{\{([a-z-]+)\}\}/g, (_, name: string) => {
    const value = slots.get(name);
    if (value === undefined) throw new Error(`getting-started.md: no slot {{${name}}}`);
    filled.add(name);
    return value;
  });
  const unfilled = [...slots.keys()].filter((name) => !filled.has(name));
  if (unfilled.length) throw new Error(`getting-started.md lacks the slots ${unfilled.map((name) => `{{${name}}}`).join(', ')}`);
  return text;
}
