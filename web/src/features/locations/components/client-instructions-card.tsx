import type { TStoredFile } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { LazyFileAttachments as FileAttachments } from '@/shared/files/lazy-file-attachments';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useAttachClientInstruction } from '../api/attach-client-instruction';
import { useDetachClientInstruction } from '../api/detach-client-instruction';
import { useClientInstructions } from '../api/get-client-instructions';

/** Documents attached to the location (DECISIONS.md §6): uploaded through POST /uploads, then attached. */
export function ClientInstructionsCard({ locationId }: { locationId: string }) {
  const { t } = useTranslation('locations');
  const canSee = useCan('get_client_instructions');
  const canEdit = useCan('update_client_instructions');
  const files = useClientInstructions(locationId, { enabled: canSee });
  const attach = useAttachClientInstruction(locationId);
  const detach = useDetachClientInstruction(locationId);
  const screens = useBreakpoint();
  if (!canSee) return null;

  const onUpload = async (file: TStoredFile) => {
    await attach.mutateAsync(file);
    toast.success(t('instructions.attached', { name: file.name }));
  };
  const onDelete = async (file: TStoredFile) => {
    await detach.mutateAsync(file);
    toast.success(t('instructions.removed', { name: file.name }));
  };

  return (
    <Card size={screens.md ? 'medium' : 'small'} title={t('instructions.title')}>
      <Typography.Paragraph type="secondary">{t('instructions.hint')}</Typography.Paragraph>
      {files.isError && !files.data ? (
        <StatusResult
          status="warning"
          title={t('instructions.loadFailed')}
          extra={
            <Button onClick={() => void files.refetch()} loading={files.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : (
        <FileAttachments
          files={files.data}
          loading={files.isPending}
          canEdit={canEdit}
          accept="any"
          onUpload={onUpload}
          onDelete={onDelete}
          emptyText={t('instructions.empty')}
        />
      )}
    </Card>
  );
}
