import { type TLocation, type TRoom, ZLocation, ZRoom } from '@cleanops/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** The chosen location, for its zone and its proof defaults (photo, scan). */
export const locationQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.location(locationId),
    queryFn: ({ signal }): Promise<TLocation> =>
      apiRequest(`/locations/${locationId}`, { schema: import.meta.env.DEV ? ZLocation : undefined, signal }),
  });

/** A room with its attached checklists, for copying their lines into a task. */
export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: queryKeys.room(roomId),
    queryFn: ({ signal }): Promise<TRoom> =>
      apiRequest(`/rooms/${roomId}`, { schema: import.meta.env.DEV ? ZRoom : undefined, signal }),
  });
