import type { TPersonRef, TPhotoReport } from '@cleanops/contracts';

export interface EmployeeReports {
  /** The employee's id, or "none" for reports whose finisher is unknown. */
  key: string;
  employee: TPersonRef | null;
  reports: TPhotoReport[];
}

export interface DayReports {
  date: string;
  employees: EmployeeReports[];
}

/**
 * Reports by day (the viewer's, from `dayOf`) and then by employee, keeping the server's order
 * (newest first) within each group and the order in which days and people first appear.
 */
export function groupReports(reports: readonly TPhotoReport[], dayOf: (iso: string) => string): DayReports[] {
  const days = new Map<string, Map<string, EmployeeReports>>();
  for (const report of reports) {
    const date = dayOf(report.finishedAt);
    let people = days.get(date);
    if (!people) {
      people = new Map();
      days.set(date, people);
    }
    const key = report.employee?.id ?? 'none';
    let group = people.get(key);
    if (!group) {
      group = { key, employee: report.employee, reports: [] };
      people.set(key, group);
    }
    group.reports.push(report);
  }
  return [...days].map(([date, people]) => ({ date, employees: [...people.values()] }));
}
