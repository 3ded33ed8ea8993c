/** Placeholder: being built in this issue. */
export function LocationPage() {
  return null;
}
