/** The console's screens and how the URL hash (`#/contacts`) names them, without React: the start script reads them too. */
export const ROUTES = [
  { name: 'contacts', label: 'Contacts' },
  { name: 'templates', label: 'Campaign templates' },
  { name: 'campaigns', label: 'Campaigns' },
  { name: 'jobs', label: 'Jobs' },
  { name: 'explorer', label: 'API explorer' },
  { name: 'connection', label: 'Connection' },
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

export const DEFAULT_ROUTE: RouteName = 'contacts';

export function routeFromHash(hash: string): RouteName {
  const name = hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return ROUTES.find((route) => route.name === name)?.name ?? DEFAULT_ROUTE;
}

export const hrefOf = (name: RouteName) => `#/${name}`;

/** The part of the hash after the screen name (`#/explorer/contactsGet` → `contactsGet`), e.g. a selected operation. */
export function detailFromHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#\/?/, '').split('/').slice(1).join('/'));
}
