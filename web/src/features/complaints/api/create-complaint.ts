import type { TCreateComplaintRequest } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** POST /complaints: a review the owner copies in from 2GIS, Google or elsewhere. */
export function createComplaint(body: TCreateComplaintRequest): Promise<unknown> {
  return apiRequest('/complaints', { method: 'POST', body, quiet: quietWhenFieldErrors });
}

export function useCreateComplaint() {
  return useMutation({
    mutationFn: createComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.complaints }),
  });
}
