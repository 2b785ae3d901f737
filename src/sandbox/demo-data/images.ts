/** The demo data's portal images: fixed ids from 301, in the shared categories, some not approved yet. */
import { type ImageRecord, MEDIA_HOST } from '../records/images.js';
import type { CategoryRecord } from '../store/records.js';

/** name, display name, description, approved, category names, width, height */
const IMAGES: [string, string, string | null, boolean, string[], number, number][] = [
  ['fruehling-header.jpg', 'Frühling Header', null, true, ['Retail'], 1200, 400],
  ['logo.png', 'Logo', 'Firmenlogo', false, ['Retail', 'Newsletter'], 300, 120],
  ['autohaus-front.jpg', 'Autohaus Nord Front', 'Außenansicht des Autohauses', true, ['Automotive'], 1600, 900],
  ['probefahrt.jpg', 'Probefahrt', null, true, ['Automotive', 'Events'], 1200, 800],
  ['messe-stand.jpg', 'Messestand 2026', 'Unser Stand auf der Messe', true, ['Events'], 1920, 1080],
  ['sparplan.png', 'Sparplan', null, false, ['Finance'], 800, 600],
  ['gesundheitstag.jpg', 'Gesundheitstag', null, true, ['Healthcare', 'Events'], 1200, 628],
  ['newsletter-banner.png', 'Newsletter Banner', 'Kopfgrafik des Monatsnewsletters', true, ['Newsletter'], 600, 200],
  ['strand.jpg', 'Strand', null, true, ['Tourism'], 2048, 1365],
  ['expose-titel.jpg', 'Exposé Titelbild', null, false, ['Real estate'], 1754, 1240],
  ['icon-pfeil.svg', 'Pfeil', 'Pfeil nach rechts', true, [], 24, 24],
];

export function demoImages(categories: readonly CategoryRecord[]): ImageRecord[] {
  const idOf = (name: string) => categories.find((category) => category.name === name)?.id;
  return IMAGES.map(([name, displayName, description, approved, names, width, height], i) => ({
    id: 301 + i,
    name,
    displayName,
    description,
    approved,
    categoryIds: names.map(idOf).filter((id): id is number => id !== undefined),
    width,
    height,
    url: `${MEDIA_HOST}/images/${name}`,
  }));
}
