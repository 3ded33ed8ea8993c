import { type TRoom, type TStoredFile, ZFileListResponse } from '@cleanops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/*
 * The room's reply (GET /rooms/{id}) already carries its materials, so the pages read them from
 * there; these calls change the list and put the answer back into that cached room.
 */

export function attachRoomMaterial(roomId: string, fileId: string): Promise<TStoredFile[]> {
  return apiRequest(`/rooms/${roomId}/materials`, {
    method: 'POST',
    body: { fileId },
    schema: import.meta.env.DEV ? ZFileListResponse : undefined,
  });
}

export function detachRoomMaterial(roomId: string, fileId: string): Promise<void> {
  return apiRequest(`/rooms/${roomId}/materials/${fileId}`, { method: 'DELETE' });
}

function useAfterMaterialsChange(room: TRoom) {
  const client = useQueryClient();
  return async (materials: TStoredFile[]) => {
    client.setQueryData<TRoom>(queryKeys.room(room.id), (cached) =>
      cached ? { ...cached, materials } : cached,
    );
    // The location's room list counts materials.
    await client.invalidateQueries({ queryKey: queryKeys.locationRooms(room.locationId) });
  };
}

export function useAttachRoomMaterial(room: TRoom) {
  const after = useAfterMaterialsChange(room);
  return useMutation({
    mutationFn: (file: TStoredFile) => attachRoomMaterial(room.id, file.id),
    onSuccess: after,
  });
}

export function useDetachRoomMaterial(room: TRoom) {
  const client = useQueryClient();
  const after = useAfterMaterialsChange(room);
  return useMutation({
    mutationFn: (file: TStoredFile) => detachRoomMaterial(room.id, file.id),
    onSuccess: (_, file) => {
      const cached = client.getQueryData<TRoom>(queryKeys.room(room.id));
      return after((cached?.materials ?? []).filter((m) => m.id !== file.id));
    },
  });
}
