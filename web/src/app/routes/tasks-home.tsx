import { MyWorkPage } from '@/features/jobs/pages/my-work-page';
import { TasksPage } from '@/features/tasks/pages/tasks-page';
import { useAuthStore } from '@/shared/stores/auth-store';

/**
 * /tasks: staff land on their own work (they are the ones who clean); owners and office staff on
 * the all-tasks view. Both are reachable by everyone from the other's page.
 */
export function TasksHome() {
  const isStaff = useAuthStore((s) => s.user?.type === 'staff');
  return isStaff ? <MyWorkPage /> : <TasksPage />;
}
