import type { TOccurrence } from '@cleanops/contracts';

/** "Flat 12 · Kitchen, Bathroom": where to go, in one line. */
export function placeOf(job: Pick<TOccurrence, 'location' | 'rooms'>): string {
  const rooms = job.rooms.map((room) => room.name).join(', ');
  return rooms ? `${job.location.title} · ${rooms}` : job.location.title;
}
