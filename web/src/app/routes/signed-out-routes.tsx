import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FillProfilePage } from '@/features/auth/pages/fill-profile-page';
import { LoginCodePage } from '@/features/auth/pages/login-code-page';
import { LoginEmailPage } from '@/features/auth/pages/login-email-page';
import { LoginPhonePage } from '@/features/auth/pages/login-phone-page';
import { WelcomePage } from '@/features/auth/pages/welcome-page';
import { GuestRoomPage } from '@/features/guest/pages/guest-room-page';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { TermsPage } from '@/features/legal/pages/terms-page';
import { useAuthStore } from '@/shared/stores/auth-store';
import { PublicLayout } from '../layouts/public-layout';
import { NotAvailablePage, NotFoundPage } from '../pages/status-pages';

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
        <Route path="/login/email" element={<LoginEmailPage />} />
        <Route path="/login/phone" element={<LoginPhonePage />} />
        <Route path="/login/code" element={<LoginCodePage />} />
        <Route path="/login/fill-profile" element={<FillProfilePage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/notAvailable" element={<NotAvailablePage />} />
        <Route path="/notFound" element={<NotFoundPage />} />
        <Route path="*" element={<ToWelcome />} />
      </Route>
      {/* The guest page a room's QR code opens (DECISIONS.md §6): no account, no sign-in frame. */}
      <Route path="/q/:token" element={<GuestRoomPage />} />
    </Routes>
  );
}
