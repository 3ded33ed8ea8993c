import type { TOccurrenceDetail } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/shared/ui-kit/checkbox';
import { Flex } from '@/shared/ui-kit/flex';
import { Typography } from '@/shared/ui-kit/typography';
import { useTick } from '../api/job-flow';

/** The job's own copy of the checklist (made at the start); each tick is saved at once. */
export function ChecklistStep({ job, actionable }: { job: TOccurrenceDetail; actionable: boolean }) {
  const { t } = useTranslation('jobs');
  const tick = useTick(job.id);
  const done = job.checklist.filter((item) => item.done).length;

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {t('steps.checklist.progress', { done, total: job.checklist.length })}
      </Typography.Text>
      <ul aria-label={t('steps.checklist.title')} className="job-checklist">
        {job.checklist.map((item) => (
          <li key={item.id}>
            <Checkbox
              checked={item.done}
              disabled={!actionable}
              onChange={(checked) => tick.mutate({ itemId: item.id, done: checked })}
              style={{ padding: '12px 0', width: '100%', fontSize: 15 }}
            >
              <span style={{ overflowWrap: 'anywhere' }}>{item.text}</span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
