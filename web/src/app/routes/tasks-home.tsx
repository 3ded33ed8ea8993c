import { lazy } from 'react';
import { type AuthState, useAuthStore } from '@/shared/stores/auth-store';

const isCleaner = (user: AuthState['user']) => user?.type === 'staff' && user.role === 'cleaner';

// Each person's own view is its own chunk: a cleaner's phone never downloads the owners'
// task table with its filters and date pickers, nor an owner's the job list. The signed-in person is
// known from the stored session before this renders, so the right one starts downloading at once.
const loadAllTasks = () =>
  import('@/features/tasks/pages/tasks-page').then((m) => ({ default: m.TasksPage }));
const loadMyWork = () => import('./my-work-route').then((m) => ({ default: m.MyWorkWithInvites }));
const AllTasks = lazy(loadAllTasks);
const MyWork = lazy(loadMyWork);
// A failure here surfaces again (and is handled by the page's error boundary) when the view renders.
(isCleaner(useAuthStore.getState().user) ? loadMyWork : loadAllTasks)().catch(() => undefined);

/**
 * /tasks: cleaners land on their own work (they are the ones who clean); owners, administrators and
 * managers on the all-tasks view. Both are reachable by everyone from the other's page. While the view's
 * code loads, the page frame's loading state shows (lazy-page.tsx).
 */
export function TasksHome() {
  const cleaner = useAuthStore((s) => isCleaner(s.user));
  return cleaner ? <MyWork /> : <AllTasks />;
}
