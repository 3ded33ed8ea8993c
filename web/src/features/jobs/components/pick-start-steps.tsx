import type { TOccurrenceDetail } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { personName } from '@/shared/people/person-name';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CaretRightOutlined, UserAddOutlined } from '@/shared/ui-kit/icons';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { usePick, useStart } from '../api/job-flow';
import { momentIn } from '../model/time-window';

/** Someone was faster: the page keeps the server's message in view while the job reloads as theirs. */
type OnTaken = (message: string) => void;

/** The server's message of a 409 occurrence_taken ('' when it sent none); null for any other error. */
function takenMessage(error: unknown): string | null {
  return isApiError(error) && error.code === 'occurrence_taken' ? (error.serverMessage ?? '') : null;
}

/** A team task: whoever takes it does it (DECISIONS.md §7); the others get "taken" from then on. */
export function PickStep({ job, onTaken }: { job: TOccurrenceDetail; onTaken: OnTaken }) {
  const { t } = useTranslation('jobs');
  const myId = useAuthStore((s) => s.user?.id);
  const pick = usePick(job.id);

  if (job.pickedBy) {
    return (
      <Typography.Text>
        {job.pickedBy.id === myId
          ? t('steps.pick.takenByYou')
          : t('steps.pick.takenBy', { name: personName(job.pickedBy) })}
      </Typography.Text>
    );
  }
  const take = () => {
    // The promise, not mutate's callbacks: a refused pick may reload the page as the report first.
    pick.mutateAsync().then(
      () => toast.success(t('steps.pick.taken')),
      (error: unknown) => {
        const message = takenMessage(error);
        if (message !== null) onTaken(message || t('steps.pick.alreadyTaken'));
      },
    );
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t('steps.pick.hint', { team: job.team?.name ?? '' })}
      </Typography.Text>
      {job.can.pick && (
        <Button
          type="primary"
          size="large"
          block
          icon={<UserAddOutlined />}
          loading={pick.isPending}
          onClick={take}
        >
          {t('steps.pick.button')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * A booking's turnover starts at its checkout: started before then, the guests may still be in (or
 * the wrong stay's job was opened). Allowed, after the cleaner confirms it.
 */
const startsEarly = (job: TOccurrenceDetail) =>
  job.origin === 'turnover' && Date.now() < Date.parse(job.startsAt);

export function StartStep({ job, onTaken }: { job: TOccurrenceDetail; onTaken: OnTaken }) {
  const { t } = useTranslation('jobs');
  const start = useStart(job.id);
  const [confirmingEarly, setConfirmingEarly] = useState(false);

  if (job.startedAt) {
    const name = job.startedBy ? personName(job.startedBy) : '—';
    return (
      <Typography.Text>
        {t('steps.start.startedBy', { name, time: momentIn(job.startedAt, job.location.timezone) })}
      </Typography.Text>
    );
  }
  if (!job.can.work) return <Typography.Text type="secondary">{t('steps.start.cannot')}</Typography.Text>;
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: () => toast.success(t('steps.start.started')),
      onError: (error) => {
        const message = takenMessage(error);
        if (message !== null) onTaken(message || t('steps.pick.alreadyTaken'));
      },
    });
  if (confirmingEarly) {
    return (
      <Flex vertical gap={12} role="alert">
        <Typography.Text strong>
          {t('steps.start.earlyTurnover', { time: momentIn(job.startsAt, job.location.timezone) })}
        </Typography.Text>
        <Button type="primary" size="large" block loading={start.isPending} onClick={begin}>
          {t('steps.start.earlyConfirm')}
        </Button>
        <Button size="large" block onClick={() => setConfirmingEarly(false)}>
          {t('steps.start.earlyCancel')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {job.team && !job.pickedBy ? t('steps.start.hintPicks') : t('steps.start.hint')}
      </Typography.Text>
      <Button
        type="primary"
        size="large"
        block
        icon={<CaretRightOutlined />}
        loading={start.isPending}
        onClick={() => (startsEarly(job) ? setConfirmingEarly(true) : begin())}
      >
        {t('steps.start.button')}
      </Button>
    </Flex>
  );
}
