import { type TComplaintPage, type TConvertComplaintRequest, ZComplaint } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export interface ConvertComplaintInput {
  id: string;
  body: TConvertComplaintRequest;
}

/**
 * POST /complaints/{id}/convert. Quiet: the form tells the user itself, with SPEC.md §8's "Failed to
 * convert a complaint to a task" before the server's reason.
 */
export function convertComplaint({ id, body }: ConvertComplaintInput): Promise<unknown> {
  return apiRequest(`/complaints/${id}/convert`, { method: 'POST', body, quiet: () => true });
}

export function useConvertComplaint() {
  return useMutation({
    mutationFn: convertComplaint,
    onSuccess: (reply) => {
      // When the reply is the converted complaint, its card shows the task at once, before the refetch.
      const converted = ZComplaint.safeParse(reply);
      if (converted.success) {
        queryClient.setQueriesData<TComplaintPage>({ queryKey: queryKeys.complaints }, (page) =>
          page
            ? {
                ...page,
                items: page.items.map((item) => (item.id === converted.data.id ? converted.data : item)),
              }
            : page,
        );
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.complaints });
      // A new one-time task: every list of tasks and jobs may show it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.occurrences });
    },
    // 409 complaint_converted: converted by someone else meanwhile; the list should show their task.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.complaints }),
  });
}
