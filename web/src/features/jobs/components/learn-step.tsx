import type { TOccurrenceDetail } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { FileAttachments } from '@/shared/files/file-attachments';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { Typography } from '@/shared/ui-kit/typography';
import { useRoomsOfJob } from '../api/get-room-materials';

/** A learn task (DECISIONS.md §7): the rooms' training materials, read here before confirming below. */
export function LearnStep({ job }: { job: TOccurrenceDetail }) {
  const { t } = useTranslation('jobs');
  const rooms = useRoomsOfJob(job.rooms.map((room) => room.id));

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('steps.learn.hint')}</Typography.Text>
      {job.rooms.map((room, index) => {
        const query = rooms[index];
        return (
          <Flex key={room.id} vertical gap={8}>
            <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
              {room.name}
            </Typography.Title>
            {query?.isError ? (
              <Alert
                type="warning"
                title={t('steps.learn.loadFailed')}
                action={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>}
              />
            ) : (
              <FileAttachments
                files={query?.data?.materials}
                loading={query?.isPending ?? true}
                canEdit={false}
                emptyText={t('steps.learn.empty')}
              />
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
