import type { TInspectionResult } from '@cleanops/contracts';
import type { OccurrenceRow, TaskRow } from '../../db/schema';
import type { FieldProblem } from '../../errors';
import type { OccurrencesRepository } from './occurrences.repository';

/**
 * Every requirement of the task a job does not meet yet (DECISIONS.md §7): photos before and after,
 * any photo, every checklist item ticked, every room scanned, an inspection's result. All are listed
 * at once, so the phone can mark them all (409 occurrence_incomplete).
 */
export async function unmetRequirements(
  repo: OccurrencesRepository,
  occurrence: OccurrenceRow,
  task: TaskRow,
  result: TInspectionResult | null,
): Promise<FieldProblem[]> {
  const missing: FieldProblem[] = [];
  const photos = await repo.photoCountsByPhase(occurrence.id);
  if (task.photosBefore && photos.before === 0)
    missing.push({ path: 'photosBefore', key: 'photosBeforeMissing' });
  if (task.photosAfter && photos.after === 0)
    missing.push({ path: 'photosAfter', key: 'photosAfterMissing' });
  if (task.requirePhoto && photos.before + photos.after === 0) {
    missing.push({ path: 'photos', key: 'photoMissing' });
  }
  if ((occurrence.checklist ?? []).some((item) => !item.done)) {
    missing.push({ path: 'checklist', key: 'checklistIncomplete' });
  }
  if (task.requireScan) {
    const scanned = new Set(occurrence.scans.map((s) => s.roomId));
    const rooms = await repo.roomsOfTasks([task.id]);
    if (rooms.some((room) => !scanned.has(room.id))) missing.push({ path: 'scan', key: 'scanMissing' });
  }
  if (task.type === 'inspect' && result === null) missing.push({ path: 'result', key: 'resultMissing' });
  return missing;
}
