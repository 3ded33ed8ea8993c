import { Flex, Grid, Layout, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { LanguageSelect } from '@/shared/ui/language-select';
import { Logo } from '@/shared/ui/logo';
import { RegionFlag } from '@/shared/ui/region-flag';
import { LegalLinks } from './legal-links';

// Only large screens show the carousel: phones never download its slider (issue 13).
const AuthCarousel = lazy(() => import('./auth-carousel').then((m) => ({ default: m.AuthCarousel })));

/** Signed-out frame (SPEC.md §2): the form column, and the carousel beside it on large screens. */
export function PublicLayout() {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const region = useAuthStore((s) => s.region);
  return (
    <Layout style={{ minHeight: '100dvh', flexDirection: 'row' }}>
      <Flex vertical style={{ flex: '1 1 50%', minWidth: 0, background: token.colorBgContainer }}>
        <Flex
          component="header"
          justify="space-between"
          align="center"
          gap={12}
          style={{ padding: '16px 20px' }}
        >
          <Link to="/" aria-label="CleanOps">
            <Logo size={32} />
          </Link>
          <Flex align="center" gap={12}>
            <RegionFlag region={region} height={16} />
            <LanguageSelect />
          </Flex>
        </Flex>
        <Flex
          component="main"
          flex={1}
          justify="center"
          align={screens.md ? 'center' : 'flex-start'}
          style={{ padding: screens.md ? '16px 20px 32px' : '24px 20px 32px' }}
        >
          <Outlet />
        </Flex>
        <Flex component="footer" justify="center" style={{ padding: '16px 20px 24px' }}>
          <LegalLinks />
        </Flex>
      </Flex>
      {screens.lg && (
        <Flex
          component="aside"
          align="center"
          justify="center"
          style={{
            flex: '1 1 50%',
            background: 'linear-gradient(150deg, #1668dc 0%, #0e9aa7 100%)',
            position: 'sticky',
            top: 0,
            height: '100dvh',
            // Drawn on the left but read after the form: its dots are not the first tab stops (issue 14).
            order: -1,
          }}
        >
          <div style={{ width: '100%', maxWidth: 560 }}>
            <Suspense fallback={null}>
              <AuthCarousel />
            </Suspense>
          </div>
        </Flex>
      )}
    </Layout>
  );
}
