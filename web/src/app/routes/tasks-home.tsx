import { TasksPage } from '@/features/tasks/pages/tasks-page';
import { useAuthStore } from '@/shared/stores/auth-store';
import { MyWorkWithInvites } from './my-work-route';

/**
 * /tasks: cleaners land on their own work (they are the ones who clean); owners, administrators and
 * managers on the all-tasks view. Both are reachable by everyone from the other's page.
 */
export function TasksHome() {
  const isCleaner = useAuthStore((s) => s.user?.type === 'staff' && s.user.role === 'cleaner');
  return isCleaner ? <MyWorkWithInvites /> : <TasksPage />;
}
