/** One job: the staff flow (pick, start, scan, photos, checklist, finish) and, once done, its report. */
export function JobPage() {
  return null;
}
