import { type TStoredFile, ZClientInstructionsResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** Attaches a file already stored by POST /uploads to the location's client instructions. */
export function attachClientInstruction(locationId: string, fileId: string): Promise<unknown> {
  return apiRequest(`/locations/${locationId}/client-instructions`, {
    method: 'POST',
    body: { fileId },
  });
}

export function useAttachClientInstruction(locationId: string) {
  return useMutation({
    mutationFn: (file: TStoredFile) => attachClientInstruction(locationId, file.id),
    onSuccess: (reply, file) => {
      // The reply's shape is the server's business; a list of files refreshes the cache directly.
      const list = ZClientInstructionsResponse.safeParse(reply);
      queryClient.setQueryData<TStoredFile[]>(queryKeys.clientInstructions(locationId), (old) =>
        list.success ? list.data : [...(old ?? []).filter((f) => f.id !== file.id), file],
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientInstructions(locationId) });
    },
  });
}
