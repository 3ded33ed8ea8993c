import { type TNotificationSettings, ZNotificationSettings } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function updateNotificationSettings(
  locationId: string,
  body: TNotificationSettings,
): Promise<TNotificationSettings> {
  return apiRequest(`/locations/${locationId}/notification-settings`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? ZNotificationSettings : undefined,
  });
}

export function useUpdateNotificationSettings(locationId: string) {
  return useMutation({
    mutationFn: (body: TNotificationSettings) => updateNotificationSettings(locationId, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.notificationSettings(locationId), settings);
    },
  });
}
