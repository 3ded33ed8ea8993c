import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { WelcomePage } from '@/features/auth/pages/welcome-page';
import { useAuthStore } from '@/shared/stores/auth-store';
import { PublicLayout } from '../layouts/public-layout';
import { ContractorPageLink } from './contractor-page-link';
import { lazyAntdPage, lazyPage } from './lazy-page';

/*
 * Only the welcome page is in this tree's chunk (the sign-in flow ≤ 200 KiB gzipped); each
 * next step loads when opened: the phone page brings the phone input with its country list. Their
 * namespace (`auth`) comes with the tree (router.tsx). The sign-in steps are plain React; the pages
 * drawn with antd (the profile step, the legal and status pages) bring antd and its provider with them.
 */
const email = lazyPage(
  () => import('@/features/auth/pages/login-email-page').then((m) => m.LoginEmailPage),
  [],
);
const phone = lazyPage(
  () => import('@/features/auth/pages/login-phone-page').then((m) => m.LoginPhonePage),
  [],
);
const code = lazyPage(() => import('@/features/auth/pages/login-code-page').then((m) => m.LoginCodePage), []);

const fillProfile = lazyAntdPage(
  () => import('@/features/auth/pages/fill-profile-page').then((m) => m.FillProfilePage),
  [],
);
const privacy = lazyAntdPage(
  () => import('@/features/legal/pages/privacy-page').then((m) => m.PrivacyPage),
  ['legal'],
);
const terms = lazyAntdPage(
  () => import('@/features/legal/pages/terms-page').then((m) => m.TermsPage),
  ['legal'],
);
const notAvailable = lazyAntdPage(
  () => import('../pages/status-pages').then((m) => m.NotAvailablePage),
  ['pages'],
);
const notFound = lazyAntdPage(() => import('../pages/status-pages').then((m) => m.NotFoundPage), ['pages']);
const guestPageLink = lazyAntdPage(() => import('./guest-page-link').then((m) => m.GuestPageLink), ['pages']);

/**
 * A deep link opened while signed out (say, from a notification e-mail) is kept for after sign-in.
 * Only the page the app was opened on counts: after a logout the page just left is not a wish.
 */
let deepLinkAtStart: string | null = useAuthStore.getState().isAuth
  ? null
  : `${window.location.pathname}${window.location.search}`;

/** Any unknown signed-out path goes to / (SPEC.md §2). */
function ToWelcome() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (`${pathname}${search}` === deepLinkAtStart) useAuthStore.getState().setRedirect(deepLinkAtStart);
    deepLinkAtStart = null;
  }, [pathname, search]);
  return <Navigate to="/" replace />;
}

export function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<WelcomePage />} />
        <Route path="/login/email" element={email} />
        <Route path="/login/phone" element={phone} />
        <Route path="/login/code" element={code} />
        <Route path="/login/fill-profile" element={fillProfile} />
        <Route path="/privacy" element={privacy} />
        <Route path="/terms" element={terms} />
        <Route path="/notAvailable" element={notAvailable} />
        <Route path="/notFound" element={notFound} />
        <Route path="*" element={<ToWelcome />} />
      </Route>
      {/* The guest page a room's QR code opens (DECISIONS.md §6): no account, no sign-in frame. */}
      <Route path="/q/:token" element={guestPageLink} />
      {/* A contractor's link to one problem (DECISIONS.md §13): no account either. */}
      <Route path="/fix/:token" element={<ContractorPageLink />} />
    </Routes>
  );
}
