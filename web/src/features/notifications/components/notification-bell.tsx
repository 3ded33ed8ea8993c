/** The in-app feed: unread count in the header, the list in a drawer. */
export function NotificationBell() {
  return null;
}
