import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { LanguageSelect } from '@/shared/ui-kit/language-select';
import { Logo } from '@/shared/ui-kit/logo';
import { RegionFlag } from '@/shared/ui-kit/region-flag';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import { LegalLinks } from './legal-links';

// Only large screens show the carousel: phones never download its slider.
const AuthCarousel = lazy(() => import('./auth-carousel').then((m) => ({ default: m.AuthCarousel })));

/**
 * Signed-out frame (SPEC.md §2): the form column, and the carousel beside it on large screens. Plain
 * elements and shared/ui-kit/plain.css (the sign-in flow carries no antd).
 */
export function PublicLayout() {
  const large = useMediaQuery('(min-width: 992px)');
  const region = useAuthStore((s) => s.region);
  return (
    <div className="pui pui-public">
      <div className="pui-public-column">
        <header className="pui-public-header">
          <Link to="/" aria-label="CleanOps">
            <Logo size={32} />
          </Link>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <RegionFlag region={region} height={16} />
            <LanguageSelect />
          </div>
        </header>
        <main className="pui-public-main">
          <Outlet />
        </main>
        <footer className="pui-public-footer">
          <LegalLinks />
        </footer>
      </div>
      {large && (
        // Drawn on the left but read after the form: its dots are not the first tab stops.
        <aside className="pui-public-aside">
          <div style={{ width: '100%', maxWidth: 560 }}>
            <Suspense fallback={null}>
              <AuthCarousel />
            </Suspense>
          </div>
        </aside>
      )}
    </div>
  );
}
