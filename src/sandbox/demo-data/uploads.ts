/**
 * What the sandbox holds as uploaded from the start. On the platform a campaign template import begins
 * with the upload of a template file, which answers the import's id; the sandbox takes that upload as
 * done, so a client can start following the import at once. The file holds the first demo template, whose
 * name is taken: the import asks whether to overwrite it or import under a new name.
 */
import { THEMES } from './catalogue.js';

/** A template file the sandbox holds as uploaded: its import's id, its file name and the template's name in it. */
export interface SandboxSampleUpload {
  readonly importId: string;
  readonly fileName: string;
  readonly templateName: string;
}

/** The campaign template file the sandbox holds as uploaded. */
export const SANDBOX_SAMPLE_TEMPLATE_UPLOAD: SandboxSampleUpload = Object.freeze({
  importId: 'sample-template-upload',
  fileName: `${THEMES[0]![0]}.zip`,
  templateName: THEMES[0]![0],
});
