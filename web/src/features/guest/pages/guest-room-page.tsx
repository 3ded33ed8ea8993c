/** Placeholder: being built in this issue. */
export function GuestRoomPage() {
  return null;
}
