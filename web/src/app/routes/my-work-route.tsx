import { ReceivedInvitesCard } from '@/features/invites/components/received-invites-card';
import { StaffStartPage } from '@/features/invites/pages/staff-start-page';
import { MyWorkPage } from '@/features/jobs/pages/my-work-page';
import { useAuthStore } from '@/shared/stores/auth-store';
import { NoAccessPage } from '../pages/status-pages';
import { canOpen } from '../permissions';

/** My work, with any invitation waiting for my answer on top of it. */
export function MyWorkWithInvites() {
  return <MyWorkPage notice={<ReceivedInvitesCard />} />;
}

/**
 * /tasks/mine, a staff member's first page. Staff who cannot work yet (no role, or awaiting a team)
 * get it too, saying why: the invitation to accept, or that approval is pending.
 */
export function MyWorkRoute() {
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  const isStaff = useAuthStore((s) => s.user?.type === 'staff');
  if (canOpen('tasks', { rights, menuEnabled })) return <MyWorkWithInvites />;
  return isStaff ? <StaffStartPage /> : <NoAccessPage />;
}
