import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SubscriptionNotice } from '@/features/subscriptions/components/subscription-notice';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { useProfile } from '@/shared/session/profile-query';
import { useUiStore } from '@/shared/stores/ui-store';
import { inAntdScope, loadAntdProvider } from '@/shared/ui-kit/antd-scope';
import { LazyDrawer } from '@/shared/ui-kit/lazy-drawer';
import { Logo } from '@/shared/ui-kit/logo';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import { AppHeader } from './app-header';
import { ResizableSider } from './resizable-sider';
import { SideMenu } from './side-menu';

const MAIN_ID = 'main-content';

// The profile's forms (with the phone input) load when the profile is first opened, with
// antd's provider: the frame is plain.
const ProfileDrawer = lazy(() =>
  Promise.all([
    import('@/features/profile/components/profile-drawer'),
    loadNamespaces(['profile', 'calendar']),
    loadAntdProvider(),
  ]).then(([m, , antd]) => ({ default: inAntdScope(m.ProfileDrawer, antd) })),
);

/**
 * Signed-in frame (SPEC.md §2): header, side menu (a drawer below md, antd's 768 px), page. Plain React
 * in antd Layout's look (app/global.css): a page drawn in antd brings antd with it (lazyAntdPage), so a
 * plain page on a phone never downloads or runs antd.
 */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const isMobile = !useMediaQuery('(min-width: 768px)');
  const siderCollapsed = useUiStore((s) => s.siderCollapsed);
  const setSiderCollapsed = useUiStore((s) => s.setSiderCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileOpened, setProfileOpened] = useState(false);
  // SPEC.md §7: the profile is loaded on start (rights may have changed, the session may be gone);
  // meanwhile the persisted cache shows the last known state at once.
  const { data: profile } = useProfile({ revalidate: true });

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves by hand: a bare #hash would be a navigation for the router.
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <div className="app-layout">
      <a href={`#${MAIN_ID}`} className="skip-link" onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <AppHeader
        isMobile={isMobile}
        siderCollapsed={siderCollapsed}
        onToggleMenu={() => (isMobile ? setMenuOpen(true) : setSiderCollapsed(!siderCollapsed))}
        onOpenProfile={() => {
          setProfileOpened(true);
          setProfileOpen(true);
        }}
      />
      <div className="app-body">
        {isMobile ? (
          <LazyDrawer
            placement="left"
            size={240}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            title={<Logo size={24} />}
            styles={{ body: { padding: 0 } }}
            aria-label={t('header.menu')}
          >
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </LazyDrawer>
        ) : (
          <ResizableSider>
            <nav aria-label={t('header.menu')}>
              <SideMenu collapsed={siderCollapsed} />
            </nav>
          </ResizableSider>
        )}
        <main id={MAIN_ID} tabIndex={-1} className="app-content">
          <SubscriptionNotice subscription={profile?.subscription} />
          <Outlet />
        </main>
      </div>
      {profileOpened && (
        <Suspense fallback={null}>
          <ProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
