import type { TOccurrenceDetail } from '@cleanops/contracts';
import { Checkbox, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTick } from '../api/job-flow';

/** The job's own copy of the checklist (made at the start); each tick is saved at once. */
export function ChecklistStep({ job, actionable }: { job: TOccurrenceDetail; actionable: boolean }) {
  const { t } = useTranslation('jobs');
  const { token } = theme.useToken();
  const tick = useTick(job.id);
  const done = job.checklist.filter((item) => item.done).length;

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {t('steps.checklist.progress', { done, total: job.checklist.length })}
      </Typography.Text>
      <ul aria-label={t('steps.checklist.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {job.checklist.map((item, index) => (
          <li key={item.id} style={{ borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}>
            <Checkbox
              checked={item.done}
              disabled={!actionable}
              onChange={(event) => tick.mutate({ itemId: item.id, done: event.target.checked })}
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
