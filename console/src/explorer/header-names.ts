/** Header names arrive lower-cased from the Headers object; show them as docs/protocol.md spells them. */
const DSM_HEADER_NAMES = ['Algo', 'Id', 'Time', 'Cid', 'Campaign', 'Sid', 'DesignerSignature', 'Signature'];

export function displayHeaderName(name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-dsm-')) {
    const known = DSM_HEADER_NAMES.find((suffix) => suffix.toLowerCase() === lower.slice(6));
    return `X-DSM-${known ?? lower.slice(6)}`;
  }
  return lower.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}
