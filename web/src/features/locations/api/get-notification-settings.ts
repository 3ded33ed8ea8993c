import { type TNotificationSettings, ZNotificationSettings } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { quietWhenMissing } from './quiet-missing';

export function getNotificationSettings(
  locationId: string,
  signal?: AbortSignal,
): Promise<TNotificationSettings> {
  return apiRequest(`/locations/${locationId}/notification-settings`, {
    schema: import.meta.env.DEV ? ZNotificationSettings : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const notificationSettingsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.notificationSettings(locationId),
    queryFn: ({ signal }) => getNotificationSettings(locationId, signal),
  });

export function useNotificationSettings(locationId: string, { enabled = true } = {}) {
  return useQuery({ ...notificationSettingsQueryOptions(locationId), enabled });
}
