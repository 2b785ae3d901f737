/** The console's screens, addressed by the URL hash (`#/contacts`). The hash never carries data. */
import { useEffect, useState } from 'react';
import { detailFromHash, routeFromHash, type RouteName } from './route-names';

export { detailFromHash, hrefOf, ROUTES, routeFromHash, type RouteName } from './route-names';

export function useHashRoute(): RouteName {
  const [route, setRoute] = useState(() => routeFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(routeFromHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
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
