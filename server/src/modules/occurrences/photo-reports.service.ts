import type { TPhotoReportPage, TTakenPhoto } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import type { SignedLinks } from '../files/signed-links';
import { toStoredFile } from '../files/stored-file-view';
import { toPersonRef } from '../teams/teams.service';
import { OccurrencesRepository, type PhotoReportQuery } from './occurrences.repository';
import { totalFromPage } from './occurrences.service';

/**
 * Employees' photo reports (SPEC.md §2 /tasks): finished jobs with their before and after photos, by
 * who finished them. At most five queries for any page: the page, the total, the rooms, the photos, the people.
 */
export class PhotoReportsService {
  private readonly repo: OccurrencesRepository;

  constructor(
    db: Db,
    private readonly links: SignedLinks,
  ) {
    this.repo = new OccurrencesRepository(db);
  }

  async list(viewerId: string, workspaceId: string, query: PhotoReportQuery): Promise<TPhotoReportPage> {
    const rows = await this.repo.photoReportPage(workspaceId, query);
    const total = totalFromPage(rows.length, query) ?? (await this.repo.photoReportCount(workspaceId, query));
    const finisherIds = [...new Set(rows.map((r) => r.finishedBy).filter((id) => id !== null))];
    const [roomRows, photoRows, personRows] = await Promise.all([
      this.repo.roomsOfTasks([...new Set(rows.map((r) => r.taskId))]),
      this.repo.photosOf(rows.map((r) => r.id)),
      this.repo.people(finisherIds),
    ]);
    const now = new Date();
    const people = new Map(personRows.map((p) => [p.id, toPersonRef(p, now)]));
    const items = rows.map((row) => {
      const before: TTakenPhoto[] = [];
      const after: TTakenPhoto[] = [];
      for (const photo of photoRows) {
        if (photo.occurrenceId !== row.id) continue;
        (photo.phase === 'before' ? before : after).push({
          ...toStoredFile(photo.file, this.links, viewerId),
          takenAt: photo.takenAt.toISOString(),
        });
      }
      return {
        occurrenceId: row.id,
        title: row.title,
        titleKey: row.titleKey,
        location: row.location,
        rooms: roomRows.filter((r) => r.taskId === row.taskId).map(({ id, name }) => ({ id, name })),
        employee: row.finishedBy ? (people.get(row.finishedBy) ?? null) : null,
        // Only completed jobs are listed, and finishing sets the time.
        finishedAt: row.finishedAt!.toISOString(),
        before,
        after,
      };
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
