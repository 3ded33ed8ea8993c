/** A staff member's own work for today and upcoming, emergency first, and clocking in and out. */
export function MyWorkPage() {
  return null;
}
