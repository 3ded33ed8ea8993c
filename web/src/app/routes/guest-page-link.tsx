import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/status-pages';

/** The address the app's document was loaded at: the server sends guest.html, not the app, for /q/*. */
const OPENED_AT = window.location.pathname;

/**
 * /q/<token> inside the app: the guest page is its own entry (guest.html, features/guest/standalone),
 * so a link followed inside the app loads that page. Should the app itself have been served for
 * /q/* (a build without guest.html), it says the page is not there rather than reloading forever.
 */
export function GuestPageLink() {
  const { pathname, search } = useLocation();
  const servedTheApp = pathname === OPENED_AT;
  useEffect(() => {
    if (!servedTheApp) window.location.assign(`${pathname}${search}`);
  }, [servedTheApp, pathname, search]);
  return servedTheApp ? <NotFoundPage /> : null;
}
