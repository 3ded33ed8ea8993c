import { type TRoomSummary, ZRoomListResponse } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { quietWhenMissing } from './quiet-missing';

export function getLocationRooms(locationId: string, signal?: AbortSignal): Promise<TRoomSummary[]> {
  return apiRequest(`/locations/${locationId}/rooms`, {
    schema: import.meta.env.DEV ? ZRoomListResponse : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const locationRoomsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.locationRooms(locationId),
    queryFn: ({ signal }) => getLocationRooms(locationId, signal),
  });

export function useLocationRooms(locationId: string, { enabled = true } = {}) {
  return useQuery({ ...locationRoomsQueryOptions(locationId), enabled });
}
