/** The console's screens, addressed by the URL hash (`#/contacts`). The hash never carries data. */
import { useEffect, useState } from 'react';

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

export function useHashRoute(): RouteName {
  const [route, setRoute] = useState(() => routeFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(routeFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

/** The part of the hash after the screen name (`#/explorer/contactsGet` → `contactsGet`), e.g. a selected operation. */
export function detailFromHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#\/?/, '').split('/').slice(1).join('/'));
}

export function useHashDetail(): [string, (detail: string) => void] {
  const [detail, setDetail] = useState(() => detailFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setDetail(detailFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const navigate = (next: string) => {
    const route = routeFromHash(window.location.hash);
    window.location.hash = `#/${route}${next ? `/${encodeURIComponent(next)}` : ''}`;
  };
  return [detail, navigate];
}
