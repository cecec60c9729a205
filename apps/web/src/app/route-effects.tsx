import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useUserStore } from '@/stores/user-store';
import { resolveTitle, SITE_NAME, type RouteHandle } from './route-titles';

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** On every navigation (site-spec §2): hide the login mask and set the document title. */
export function RouteEffects() {
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => hasTitle(m.handle))?.handle as
    RouteHandle | undefined;
  const title = handle ? resolveTitle(handle.title, location.search) : SITE_NAME;

  useLayoutEffect(() => {
    useUserStore.getState().setLoginMask(false);
  }, [location.key]);

  useLayoutEffect(() => {
    document.title = title;
  }, [title, location.key]);

  return null;
}
