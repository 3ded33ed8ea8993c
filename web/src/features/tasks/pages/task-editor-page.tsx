/** Creating or editing a task with its schedule (SPEC.md §3 Task, DECISIONS.md §7). */
export function TaskEditorPage() {
  return null;
}
