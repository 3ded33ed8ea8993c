import { pickLanguage } from '@cleanops/contracts/rules';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserLanguageSources } from '@/shared/i18n/browser-language-sources';

/** The address the app's document was loaded at. */
const OPENED_AT = window.location.pathname;

// The page and the light entry's styles, only for someone who opens a contractor's link.
const ContractorPage = lazy(async () => {
  const [{ ContractorApp }, { contractorTokenFromPath }, { loadTranslate }] = await Promise.all([
    import('@/features/problems/contractor/contractor-app'),
    import('@/features/problems/contractor/contractor-api'),
    import('@/features/guest/standalone/translate'),
    import('@/features/guest/standalone/guest.css'),
    import('@/features/problems/contractor/contractor.css'),
  ]);
  return {
    default: function ContractorInApp() {
      return (
        <ContractorApp
          token={contractorTokenFromPath(window.location.pathname)}
          initialLanguage={pickLanguage(browserLanguageSources())}
          loadTranslate={(lng) => loadTranslate(lng, 'problems')}
        />
      );
    },
  };
});

/**
 * /fix/<token> inside the app. The contractor's page belongs to the light entry (guest.html), which
 * the server sends for it: a link followed inside the app loads that page. Should the app itself have
 * been served for it (a server or build that sends index.html there), the same page is drawn here, so
 * the contractor's link works either way.
 */
export function ContractorPageLink() {
  const { pathname, search } = useLocation();
  const servedTheApp = pathname === OPENED_AT;
  useEffect(() => {
    if (!servedTheApp) window.location.assign(`${pathname}${search}`);
  }, [servedTheApp, pathname, search]);
  return servedTheApp ? (
    <Suspense fallback={null}>
      <ContractorPage />
    </Suspense>
  ) : null;
}
