/** Placeholder: being built in this issue. */
export function RoomPage() {
  return null;
}
