import { CloudUploadOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '@/shared/api/query-keys';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import {
  ATTENDANCE_CHAIN,
  JOB_CHAIN_PREFIX,
  jobChain,
  type QueuedStep,
  waitingCounts,
} from '@/shared/offline/queued-step';
import { discardChain, retryChain, syncNow, useLastSync, useQueuedSteps } from '@/shared/offline/step-queue';
import { useOnline } from '@/shared/offline/use-offline-sync';
import { queuedPhoto } from '../model/offline-job';

/** "3 steps and 2 photos", as the issue words it; photos counted apart from the other steps. */
export function waitingWords(t: TFunction<'jobs'>, steps: readonly QueuedStep[]): string {
  const counts = waitingCounts(steps);
  const parts = [
    counts.steps > 0 ? t('offline.steps', { count: counts.steps }) : null,
    counts.photos > 0 ? t('offline.photos', { count: counts.photos }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 2 ? t('offline.and', { a: parts[0], b: parts[1] }) : (parts[0] ?? '');
}

/** What waits on the device, said plainly, with a button to send at once when there is a signal. */
function Waiting({ steps, online }: { steps: QueuedStep[]; online: boolean }) {
  const { t } = useTranslation('jobs');
  const what = waitingWords(t, steps);
  return (
    <Alert
      type={online ? 'info' : 'warning'}
      showIcon
      icon={<CloudUploadOutlined aria-hidden />}
      role="status"
      data-testid="offline-waiting"
      title={online ? t('offline.sending', { what }) : t('offline.waiting', { what })}
      action={
        online ? (
          <Button size="small" onClick={() => void syncNow()}>
            {t('offline.sendNow')}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * Steps the server refused (a conflict: the job was taken, given to someone else, deleted): the
 * reason, and what stays on the phone, shown rather than dropped; the person decides what happens.
 */
function Refused({ steps, onChanged }: { steps: QueuedStep[]; onChanged: () => void }) {
  const { t } = useTranslation('jobs');
  const { token } = theme.useToken();
  const refusal = steps.find((s) => s.refusal)?.refusal;
  const photos = steps.filter((s) => s.photo);
  const comment = steps
    .map((s) => s.body?.comment)
    .find((c): c is string => typeof c === 'string' && c !== '');
  const chain = steps[0]!.chain;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="offline-refused"
      title={t('offline.refused.title')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>
            {t('offline.refused.reason', { reason: refusal?.message || t('offline.refused.unknown') })}
          </Typography.Text>
          <Typography.Text>{t('offline.refused.kept', { what: waitingWords(t, steps) })}</Typography.Text>
          {photos.length > 0 && (
            <PhotoPreviewGroup>
              <ul
                aria-label={t('offline.refused.photos')}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {photos.map((step) => {
                  const photo = queuedPhoto(step);
                  return (
                    <li key={step.key}>
                      <PhotoThumbnail
                        photo={photo}
                        alt={photo.name}
                        size={72}
                        style={{ borderRadius: token.borderRadius }}
                      />
                    </li>
                  );
                })}
              </ul>
            </PhotoPreviewGroup>
          )}
          {comment && (
            <figure style={{ margin: 0 }}>
              <figcaption>
                <Typography.Text strong>{t('offline.refused.note')}</Typography.Text>
              </figcaption>
              <blockquote style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment}
              </blockquote>
            </figure>
          )}
          <Flex gap={8} wrap>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => void retryChain(chain).then(onChanged)}
            >
              {t('offline.refused.retry')}
            </Button>
            <Popconfirm
              title={t('offline.refused.discardTitle')}
              okText={t('offline.refused.discardOk')}
              cancelText={t('common:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => discardChain(chain).then(onChanged)}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />}>
                {t('offline.refused.discard')}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      }
    />
  );
}

/** On the job page: what of this job waits on the phone, what was just sent, or what was refused. */
export function JobOfflineStatus({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const client = useQueryClient();
  const online = useOnline();
  const chain = jobChain(jobId);
  const steps = useQueuedSteps().filter((s) => s.chain === chain);
  const refused = steps.some((s) => s.refusal);
  const lastSync = useLastSync();
  // What this page saw sent: kept until the page is left, so the cleaner can read it.
  const [sent, setSent] = useState<QueuedStep[]>([]);
  useEffect(() => {
    const mine = lastSync?.sent.filter((s) => s.chain === chain) ?? [];
    if (mine.length > 0) setSent((before) => [...before, ...mine.filter((s) => !before.includes(s))]);
  }, [lastSync, chain]);
  // A refusal means the job changed elsewhere: show it as the server has it now.
  useEffect(() => {
    if (refused) void client.invalidateQueries({ queryKey: queryKeys.occurrence(jobId) });
  }, [refused, client, jobId]);
  const reread = () => void client.invalidateQueries({ queryKey: queryKeys.occurrence(jobId) });

  if (refused) return <Refused steps={steps} onChanged={reread} />;
  if (steps.length > 0) return <Waiting steps={steps} online={online} />;
  if (sent.length > 0)
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="offline-sent"
        title={t('offline.sent', { what: waitingWords(t, sent) })}
      />
    );
  if (!online) return <Alert type="info" showIcon role="status" title={t('offline.noSignal')} />;
  return null;
}

/** On My work: everything still on the phone (jobs and shifts), and the jobs with refused steps. */
export function MyWorkOfflineStatus() {
  const { t } = useTranslation('jobs');
  const online = useOnline();
  const steps = useQueuedSteps();
  const refusedChains = [...new Set(steps.filter((s) => s.refusal).map((s) => s.chain))];
  const waiting = steps.filter((s) => !refusedChains.includes(s.chain));
  const lastSync = useLastSync();
  const jobChains = refusedChains.filter((chain) => chain.startsWith(JOB_CHAIN_PREFIX));
  const shifts = steps.filter((s) => s.chain === ATTENDANCE_CHAIN);
  return (
    <>
      {refusedChains.includes(ATTENDANCE_CHAIN) && <Refused steps={shifts} onChanged={() => undefined} />}
      {jobChains.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('offline.refused.elsewhere')}
          description={
            <Flex vertical gap={4}>
              {jobChains.map((chain) => (
                <Link key={chain} to={`/tasks/jobs/${chain.slice(JOB_CHAIN_PREFIX.length)}`}>
                  {t('offline.refused.open')}
                </Link>
              ))}
            </Flex>
          }
        />
      )}
      {waiting.length > 0 ? (
        <Waiting steps={waiting} online={online} />
      ) : lastSync && lastSync.sent.length > 0 && lastSync.refused.length === 0 ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('offline.sentAll', { what: waitingWords(t, lastSync.sent) })}
        />
      ) : (
        !online && <Alert type="info" showIcon role="status" title={t('offline.noSignal')} />
      )}
    </>
  );
}
