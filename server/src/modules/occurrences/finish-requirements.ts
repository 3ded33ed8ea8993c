import type { TInspectionResult } from '@cleanops/contracts';
import type { LocationRow, OccurrenceRow, TaskRow } from '../../db/schema';
import type { FieldProblem } from '../../errors';
import type { OccurrencesRepository } from './occurrences.repository';

/** A location's rules for the jobs done there (SPEC.md §3 Location: require photo, report, scan). */
export type LocationRules = Pick<LocationRow, 'requirePhoto' | 'requireReport' | 'requireScan'>;

/** What a job asks for before it may be finished: the one place the task's and location's rules meet. */
export interface JobRules {
  photosBefore: boolean;
  photosAfter: boolean;
  requirePhoto: boolean;
  requireScan: boolean;
  requireReport: boolean;
}

/**
 * A job's rules are its task's own, joined by its location's: a location that asks for a photo, a
 * scan or a report asks it of every job done there, whatever the task says, and a later change of
 * the location's rules holds for its jobs not finished yet. A learn job is the exception: studying a
 * room's materials leaves nothing to photograph, scan or report, so only the task's own rules hold.
 */
export function jobRules(
  task: Pick<TaskRow, 'type' | 'photosBefore' | 'photosAfter' | 'requirePhoto' | 'requireScan'>,
  location: LocationRules,
): JobRules {
  const place =
    task.type === 'learn' ? { requirePhoto: false, requireScan: false, requireReport: false } : location;
  return {
    photosBefore: task.photosBefore,
    photosAfter: task.photosAfter,
    requirePhoto: task.requirePhoto || place.requirePhoto,
    requireScan: task.requireScan || place.requireScan,
    requireReport: place.requireReport,
  };
}

/**
 * Every requirement a job does not meet yet (DECISIONS.md §7, jobRules above): photos before and
 * after, any photo, every checklist item ticked, every room scanned, a report written, an
 * inspection's result. All are listed at once, so the phone can mark them all (409
 * occurrence_incomplete).
 */
export async function unmetRequirements(
  repo: OccurrencesRepository,
  occurrence: OccurrenceRow,
  task: TaskRow,
  finish: { result: TInspectionResult | null; comment: string | null },
): Promise<FieldProblem[]> {
  const missing: FieldProblem[] = [];
  const rules = jobRules(task, await repo.locationRules(occurrence.locationId));
  const photos = await repo.photoCountsByPhase(occurrence.id);
  if (rules.photosBefore && photos.before === 0)
    missing.push({ path: 'photosBefore', key: 'photosBeforeMissing' });
  if (rules.photosAfter && photos.after === 0)
    missing.push({ path: 'photosAfter', key: 'photosAfterMissing' });
  if (rules.requirePhoto && photos.before + photos.after === 0) {
    missing.push({ path: 'photos', key: 'photoMissing' });
  }
  if ((occurrence.checklist ?? []).some((item) => !item.done)) {
    missing.push({ path: 'checklist', key: 'checklistIncomplete' });
  }
  // A failed item stands on its note and photo (DECISIONS.md §13); the fail step asks for both, so
  // this holds for items failed by any other way too.
  (occurrence.checklist ?? []).forEach((item, n) => {
    if (!item.failed) return;
    if (!item.note?.trim()) missing.push({ path: `checklist[${n}].note`, key: 'failNoteMissing' });
    if (!item.photoId) missing.push({ path: `checklist[${n}].photo`, key: 'failPhotoMissing' });
  });
  if (rules.requireScan) {
    const scanned = new Set(occurrence.scans.map((s) => s.roomId));
    const rooms = await repo.roomsOfTasks([task.id]);
    if (rooms.some((room) => !scanned.has(room.id))) missing.push({ path: 'scan', key: 'scanMissing' });
  }
  if (rules.requireReport && !finish.comment?.trim()) missing.push({ path: 'report', key: 'reportMissing' });
  if (task.type === 'inspect' && finish.result === null)
    missing.push({ path: 'result', key: 'resultMissing' });
  return missing;
}
