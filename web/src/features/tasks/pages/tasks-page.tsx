/** The all-tasks view, the regular tasks and the employees' photo reports (SPEC.md §2 /tasks). */
export function TasksPage() {
  return null;
}
