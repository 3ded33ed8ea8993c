/** Placeholder: being built in this issue. */
export function ChecklistsPage() {
  return null;
}
