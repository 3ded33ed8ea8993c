import {
  type TMarkNotificationsReadRequest,
  type TNotificationPage,
  ZMarkNotificationsReadResponse,
} from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** POST /notifications/read: these lines, or every line of mine when `ids` is absent. */
export function markNotificationsRead(body: TMarkNotificationsReadRequest): Promise<{ unread: number }> {
  return apiRequest('/notifications/read', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZMarkNotificationsReadResponse : undefined,
  });
}

/** The lines turn plain at once; the server's answer then sets the true count of what is left unread. */
function markInCache(ids: string[] | undefined, unread?: number): void {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<TNotificationPage>(queryKeys.notifications, (page) => {
    if (!page) return page;
    const items = page.items.map((item) =>
      item.readAt || (ids && !ids.includes(item.id)) ? item : { ...item, readAt },
    );
    const newlyRead = page.items.filter((item, i) => !item.readAt && items[i]?.readAt).length;
    return { ...page, items, unread: unread ?? Math.max(0, page.unread - newlyRead) };
  });
}

export function useMarkNotificationsRead() {
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (body) => {
      // A poll landing now would bring the old state back over the optimistic one.
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      const previous = queryClient.getQueryData<TNotificationPage>(queryKeys.notifications);
      markInCache(body.ids);
      return { previous };
    },
    onSuccess: (reply, body) => markInCache(body.ids, reply.unread),
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.notifications, context.previous);
    },
  });
}
