import type { TRoom } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { LazyFileAttachments as FileAttachments } from '@/shared/files/lazy-file-attachments';
import { toast } from '@/shared/ui-kit/toast';
import { useAttachRoomMaterial, useDetachRoomMaterial } from '../api/room-materials';

/** Training materials of a room: photos, instructions, videos for the staff who clean it. */
export function RoomMaterials({ room, canEdit }: { room: TRoom; canEdit: boolean }) {
  const { t } = useTranslation('rooms');
  const attach = useAttachRoomMaterial(room);
  const detach = useDetachRoomMaterial(room);
  return (
    <FileAttachments
      files={room.materials}
      canEdit={canEdit}
      accept="any"
      emptyText={canEdit ? t('materials.emptyEditable') : t('materials.empty')}
      onUpload={async (file) => {
        await attach.mutateAsync(file);
        toast.success(t('materials.added', { name: file.name }));
      }}
      onDelete={async (file) => {
        await detach.mutateAsync(file);
        toast.success(t('materials.removed', { name: file.name }));
      }}
    />
  );
}
