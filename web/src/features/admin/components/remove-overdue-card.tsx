import type { TAdminWorkspace } from '@cleanops/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { DatePicker } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useRemoveOverdue } from '../api/workspaces';
import { toastFailure } from '../model/failure';

/**
 * remove_overdue_tasks (DECISIONS.md §11): deletes the workspace's overdue jobs that were never
 * started and were due before a date, after a confirm that says so. Recurring tasks stay.
 */
export function RemoveOverdueCard({ workspace }: { workspace: TAdminWorkspace }) {
  const { t } = useTranslation('admin');
  const can = useCan('remove_overdue_tasks');
  const [before, setBefore] = useState<Dayjs | null>(() => dayjs().startOf('day'));
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveOverdue();
  if (!can) return null;
  const date = before ? formatDate(before.toISOString(), 'long') : '';

  const run = () => {
    if (!before) return;
    remove.mutate(
      { workspaceId: workspace.id, body: { before: before.startOf('day').toISOString() } },
      {
        onSuccess: ({ removed }) => {
          toast.success(t('overdue.done', { count: removed }));
          setConfirming(false);
        },
        onError: (error) => {
          toastFailure(t('errors.deleteOverdue'), error);
          setConfirming(false);
        },
      },
    );
  };

  return (
    <Card title={t('overdue.title')}>
      <Typography.Paragraph>
        {t('overdue.hint', { count: workspace.counts.overdueNotStarted })}
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center">
        <label htmlFor="overdue-before">{t('overdue.before')}</label>
        <DatePicker
          id="overdue-before"
          value={before}
          onChange={setBefore}
          allowClear={false}
          disabledDate={(day) => day.isAfter(dayjs().add(1, 'day').startOf('day'))}
        />
        <Button danger disabled={!before} onClick={() => setConfirming(true)}>
          {t('overdue.submit')}
        </Button>
      </Flex>
      <Modal
        open={confirming}
        title={t('overdue.confirmTitle', { date })}
        onCancel={() => setConfirming(false)}
        onOk={run}
        okText={t('overdue.confirm')}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={t('common:actions.cancel')}
        cancelButtonProps={{ disabled: remove.isPending }}
      >
        <Typography.Paragraph>{t('overdue.confirmText', { date })}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
