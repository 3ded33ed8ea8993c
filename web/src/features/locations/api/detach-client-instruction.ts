import type { TStoredFile } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

export function detachClientInstruction(locationId: string, fileId: string): Promise<void> {
  return apiRequest(`/locations/${locationId}/client-instructions/${fileId}`, { method: 'DELETE' });
}

export function useDetachClientInstruction(locationId: string) {
  return useMutation({
    mutationFn: (file: TStoredFile) => detachClientInstruction(locationId, file.id),
    onSuccess: (_, file) => {
      queryClient.setQueryData<TStoredFile[]>(queryKeys.clientInstructions(locationId), (old) =>
        old?.filter((f) => f.id !== file.id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientInstructions(locationId) });
    },
  });
}
