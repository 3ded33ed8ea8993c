import { REPORT_COMMENT_MAX, type TOccurrenceDetail } from '@cleanops/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CheckOutlined } from '@/shared/ui-kit/icons';
import { PlainTextArea } from '@/shared/ui-kit/text-area';
import { Typography } from '@/shared/ui-kit/typography';

interface FinishStepProps {
  job: TOccurrenceDetail;
  actionable: boolean;
  comment: string;
  onComment: (comment: string) => void;
  /** What is still to do (the steps not done yet): Finish waits for it instead of failing. */
  outstanding: string[];
  /** A refused finish: the server's message and every missing thing it named (also shown on the steps). */
  refusal: { message: string; items: string[] } | null;
  finishing: boolean;
  onFinish: () => void;
}

/** The report's comment (an inspection's note) and the finish itself; the comment survives a refusal. */
export function FinishStep({
  job,
  actionable,
  comment,
  onComment,
  outstanding,
  refusal,
  finishing,
  onFinish,
}: FinishStepProps) {
  const { t } = useTranslation('jobs');
  const commentId = useId();
  const outstandingId = useId();
  const label = job.type === 'inspect' ? t('steps.finish.note') : t('steps.finish.comment');
  // The location's "Write a report" rule makes the comment the job's report, no longer optional.
  const required = job.requireReport;

  return (
    <Flex vertical gap={12}>
      <Flex vertical gap={6}>
        <label htmlFor={commentId}>
          <Typography.Text>{required ? t('steps.finish.requiredLabel', { label }) : label}</Typography.Text>
        </label>
        <PlainTextArea
          id={commentId}
          value={comment}
          onChange={onComment}
          required={required}
          placeholder={required ? t('steps.finish.reportPlaceholder') : t('steps.finish.placeholder')}
          maxLength={REPORT_COMMENT_MAX}
          minRows={3}
          maxRows={8}
          disabled={!actionable}
        />
      </Flex>
      {refusal && (
        <Alert
          type="error"
          role="alert"
          title={refusal.message}
          description={
            refusal.items.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {refusal.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {!actionable && <Typography.Text type="secondary">{t('steps.waitingHint')}</Typography.Text>}
      {actionable && outstanding.length > 0 && (
        <div id={outstandingId} role="status">
          <Typography.Text strong>{t('steps.finish.outstanding')}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {outstanding.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <Button
        type="primary"
        size="large"
        block
        icon={<CheckOutlined />}
        disabled={!actionable || outstanding.length > 0}
        aria-describedby={actionable && outstanding.length > 0 ? outstandingId : undefined}
        loading={finishing}
        onClick={onFinish}
      >
        {job.type === 'learn' ? t('steps.finish.studied') : t('steps.finish.button')}
      </Button>
    </Flex>
  );
}
