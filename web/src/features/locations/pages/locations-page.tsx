/** Placeholder: being built in this issue. */
export function LocationsPage() {
  return null;
}
