/** Guests' reviews and complaints, for all locations or one location or room (SPEC.md §3 Complaint). */
export function ComplaintsPage() {
  return null;
}
