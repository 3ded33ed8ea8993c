import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { Modal } from '@/shared/ui-kit/modal';
import { Typography } from '@/shared/ui-kit/typography';
import { waitingCounts } from '../offline/queued-step';
import { queuedSteps, syncNow, useQueuedSteps } from '../offline/step-queue';
import { useOnline } from '../offline/use-offline-sync';

/**
 * Asked on "Log out" while steps taken on this phone are not sent yet (the offline queue): send them
 * first, log out and keep them on the phone (sent after this person signs in here again), or delete
 * them. Nothing leaves unsent without the person choosing so.
 */
export function UnsentStepsDialog({
  onLogout,
  onClose,
}: {
  /** `discard`: the person chose to delete what was not sent. */
  onLogout: (discard: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const steps = useQueuedSteps();
  const [sending, setSending] = useState(false);
  const waiting = steps.filter((s) => !s.refusal);
  const refused = steps.length - waiting.length;
  const counts = waitingCounts(steps);
  const parts = [
    counts.steps > 0 ? t('unsent.steps', { count: counts.steps }) : null,
    counts.photos > 0 ? t('unsent.photos', { count: counts.photos }) : null,
  ].filter((part): part is string => part !== null);
  const what = parts.length === 2 ? t('unsent.and', { a: parts[0], b: parts[1] }) : (parts[0] ?? '');

  const sendFirst = async () => {
    setSending(true);
    try {
      await syncNow();
      // Everything went: nothing is left to ask about. Otherwise the dialog shows what is left.
      if (queuedSteps().length === 0) onLogout(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('unsent.title')}
      onCancel={onClose}
      width={440}
      footer={
        <Flex vertical gap={8}>
          {online && waiting.length > 0 && (
            <Button type="primary" block loading={sending} onClick={() => void sendFirst()}>
              {t('unsent.send')}
            </Button>
          )}
          <Button block disabled={sending} onClick={() => onLogout(false)}>
            {t('unsent.keep')}
          </Button>
          <Button block danger disabled={sending} onClick={() => onLogout(true)}>
            {t('unsent.discard')}
          </Button>
          <Button block type="text" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8} role="status">
        <Typography.Text strong>{t('unsent.what', { what })}</Typography.Text>
        {refused > 0 && <Typography.Text>{t('unsent.refused')}</Typography.Text>}
        <Typography.Text>
          {!online ? t('unsent.offline') : waiting.length > 0 ? t('unsent.online') : t('unsent.later')}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
