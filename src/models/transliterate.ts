/**
 * The platform's text helper: keeps ASCII letters, digits, `.`, `-` and `_`; German umlauts and
 * ß become ae, oe, ue, ss (Ae, Oe, Ue, SS for capitals); other accented letters lose their accents
 * (Unicode NFD); every other character is dropped.
 */

const GERMAN: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

export function transliterate(text: string): string {
  return text
    .normalize('NFC') // a decomposed umlaut (u + U+0308) is an umlaut too
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN[letter] ?? '')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9._-]/g, '');
}
