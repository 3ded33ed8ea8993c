import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedStep } from '../offline/queued-step';
import { discardChain, retryChain, syncNow, useLastSync, useQueuedSteps } from '../offline/step-queue';
import { useOnline } from '../offline/use-offline-sync';
import { Alert } from '../ui-kit/alert';
import { Button } from '../ui-kit/button';
import { Flex } from '../ui-kit/flex';
import { CloudUploadOutlined } from '../ui-kit/icons';
import { type ReportPlace, reportedHere } from './queue-report';

/**
 * The problem reports of this page still on the phone, as the job page shows its own waiting steps:
 * waiting (with a button to send at once when online), sent, or refused with the server's reason and
 * the person's choice to try again or let it go.
 */
export function QueuedReports({ place }: { place: ReportPlace }) {
  const { t } = useTranslation('problems');
  const online = useOnline();
  const steps = useQueuedSteps().filter((step) => reportedHere(step, place));
  const lastSync = useLastSync();
  // What this page saw sent: kept until the page is left, so the person can read it.
  const [sent, setSent] = useState<QueuedStep[]>([]);
  const { occurrenceId, roomId } = place;
  useEffect(() => {
    const mine = lastSync?.sent.filter((step) => reportedHere(step, { occurrenceId, roomId })) ?? [];
    setSent((before) => {
      const fresh = mine.filter((step) => !before.some((seen) => seen.key === step.key));
      return fresh.length > 0 ? [...before, ...fresh] : before;
    });
  }, [lastSync, occurrenceId, roomId]);

  const refused = steps.filter((step) => step.refusal);
  const waiting = steps.filter((step) => !step.refusal);
  return (
    <>
      {refused.map((step) => (
        <Alert
          key={step.key}
          type="error"
          role="alert"
          data-testid="problem-refused"
          title={t('queue.refused', { reason: step.refusal?.message || t('queue.refusedUnknown') })}
          action={
            <Flex gap={8} wrap>
              <Button size="middle" onClick={() => void retryChain(step.chain)}>
                {t('queue.retry')}
              </Button>
              <Button size="middle" danger onClick={() => void discardChain(step.chain)}>
                {t('queue.discard')}
              </Button>
            </Flex>
          }
        />
      ))}
      {waiting.length > 0 ? (
        <Alert
          type={online ? 'info' : 'warning'}
          icon={<CloudUploadOutlined />}
          role="status"
          data-testid="problem-waiting"
          title={
            online
              ? t('queue.sending', { count: waiting.length })
              : t('queue.waiting', { count: waiting.length })
          }
          action={
            online ? (
              <Button size="middle" onClick={() => void syncNow()}>
                {t('queue.sendNow')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        sent.length > 0 && (
          <Alert
            type="success"
            role="status"
            data-testid="problem-sent"
            title={t('queue.sent', { count: sent.length })}
          />
        )
      )}
    </>
  );
}
