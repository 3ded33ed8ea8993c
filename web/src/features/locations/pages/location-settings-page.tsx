/** Placeholder: being built in this issue. */
export function LocationSettingsPage() {
  return null;
}
