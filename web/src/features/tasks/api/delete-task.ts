// Deleting a task is also offered on a job's page (features/jobs), so the call lives in shared/tasks.
export { deleteTask, useDeleteTask } from '@/shared/tasks/delete-task';
