import type { ReactNode } from 'react';
import { useAuthStore } from '@/shared/stores/auth-store';
import { NoAccessPage } from '../pages/status-pages';
import { canOpen, type PageKey } from '../permissions';

/** Route guard reading the same permission map as the menu. */
export function Guarded({ page, children }: { page: PageKey; children: ReactNode }) {
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  return canOpen(page, { rights, menuEnabled }) ? children : <NoAccessPage />;
}
