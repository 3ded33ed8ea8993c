/** Placeholder: being built in this issue. */
export function RoomSettingsPage() {
  return null;
}
