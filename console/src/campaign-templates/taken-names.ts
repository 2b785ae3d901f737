/**
 * The template name an import's decision is about, by import id. The status only says that the name is
 * taken, not which: the console knows it from the upload it started (the sandbox's sample names its
 * template) and, when the import asks again, from the new name it answered last.
 */
const names = new Map<string, string>();

/** The name the import's template has, as far as the console knows (undefined: an upload made elsewhere). */
export const takenName = (importId: unknown): string | undefined => (typeof importId === 'string' ? names.get(importId) : undefined);

/** The import of `importId` brings a template named `name`. */
export function importsTemplateNamed(importId: string, name: string): void {
  names.set(importId, name);
}

/** The import was answered with a new name: if it asks again, that name is taken too. */
export function answeredWith(importId: unknown, answer: { overwrite?: boolean; newName?: string }): void {
  if (typeof importId === 'string' && answer.overwrite !== true && answer.newName) names.set(importId, answer.newName);
}
