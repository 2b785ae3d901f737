/**
 * The account's portal skins (ids and names from `DEMO_SKINS`), each with its options, its settings
 * (JSON text, as the wire carries both) and its resource files.
 */
import type { PortalSkinRecord } from '../store/records.js';
import { DEMO_SKINS } from './shared-names.js';

const LOOKS: readonly { options: object; settings: object | null; resources: string[] }[] = [
  {
    options: { primaryColor: '#004b87', logo: 'logo.png', font: 'Open Sans' },
    settings: { showLanguageSwitch: true, defaultLanguage: 'de', footerText: 'AutohausNord GmbH' },
    resources: ['logo.png', 'background.jpg', 'skin.css'],
  },
  {
    options: { primaryColor: '#c8102e', logo: 'autohaus-nord.png', font: 'Roboto' },
    settings: { showLanguageSwitch: false, defaultLanguage: 'de', footerText: 'Autohaus Nord' },
    resources: ['autohaus-nord.png', 'showroom.jpg', 'skin.css'],
  },
  // A skin whose settings were never saved: loading them gives empty text.
  { options: { primaryColor: '#00843d', logo: 'messe-2026.svg' }, settings: null, resources: ['messe-2026.svg', 'stand.jpg'] },
];

export function demoPortalSkins(): PortalSkinRecord[] {
  return DEMO_SKINS.map(({ id, name }, i) => {
    const look = LOOKS[i % LOOKS.length]!;
    return {
      id,
      name,
      options: JSON.stringify(look.options),
      settings: look.settings ? JSON.stringify(look.settings) : '',
      resources: [...look.resources],
    };
  });
}
