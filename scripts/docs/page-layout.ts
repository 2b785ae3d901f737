/** What the docs build steps find in the page `redocly build-docs` writes, and how they add to its head. */

/** The page's one module script: Redoc's bundle and the lines that hand it the contract. */
export const MODULE_START = '<script type="module">';

/** `html` with `markup` on a line of its own right after the page's `<title>`; throws when it has none. */
export function afterTitle(html: string, markup: string): string {
  const end = html.indexOf('</title>');
  if (end < 0) throw new Error('the docs page has no <title>');
  const at = end + '</title>'.length;
  return `${html.slice(0, at)}\n  ${markup}${html.slice(at)}`;
}
