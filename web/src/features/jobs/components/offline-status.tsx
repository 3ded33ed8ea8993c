import type { TOccurrenceDetail } from '@cleanops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '@/shared/api/query-keys';
import { ATTENDANCE_CHAIN, JOB_CHAIN_PREFIX, jobChain, type QueuedStep } from '@/shared/offline/queued-step';
import { syncNow, useLastSync, useQueuedSteps } from '@/shared/offline/step-queue';
import { useOnline } from '@/shared/offline/use-offline-sync';
import { type TitledTask, taskTitle } from '@/shared/tasks/task-title';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CloudUploadOutlined } from '@/shared/ui-kit/icons';
import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { keptJob } from '../api/offline-steps';
import { waitingWords } from '../model/waiting-words';

/** What waits on the device, said plainly, with a button to send at once when there is a signal. */
function Waiting({ steps, online }: { steps: QueuedStep[]; online: boolean }) {
  const { t } = useTranslation('jobs');
  const what = waitingWords(t, steps);
  return (
    <Alert
      type={online ? 'info' : 'warning'}
      icon={<CloudUploadOutlined />}
      role="status"
      data-testid="offline-waiting"
      title={online ? t('offline.sending', { what }) : t('offline.waiting', { what })}
      action={
        online ? (
          <Button size="middle" onClick={() => void syncNow()}>
            {t('offline.sendNow')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A refusal is rare: its card (with the phone's photos and a confirmation) loads when one is shown. */
const Refused = lazyPart(() => import('./offline-refused').then((m) => m.Refused), null);

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
        role="status"
        data-testid="offline-sent"
        title={t('offline.sent', { what: waitingWords(t, sent) })}
      />
    );
  if (!online) return <Alert type="info" role="status" title={t('offline.noSignal')} />;
  return null;
}

interface JobName extends TitledTask {
  place: string;
}

/**
 * The title and place of each job, from the copy kept on the phone (a deleted job has no other), else
 * from what this page has read: the refusal's links name the jobs they open.
 */
function useJobNames(ids: string[]): Map<string, JobName> {
  const client = useQueryClient();
  const [names, setNames] = useState(new Map<string, JobName>());
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    void Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map(async (id) => {
          const job = (await keptJob(id)) ?? client.getQueryData<TOccurrenceDetail>(queryKeys.occurrence(id));
          return job
            ? ([id, { title: job.title, titleKey: job.titleKey, place: job.location.title }] as const)
            : null;
        }),
    ).then((found) => {
      if (current) setNames(new Map(found.filter((entry) => entry !== null)));
    });
    return () => {
      current = false;
    };
  }, [key, client]);
  return names;
}

/** A link to a job with refused steps, named by the job (its place too when another has its title). */
function RefusedJobLink({
  jobId,
  number,
  names,
}: {
  jobId: string;
  number: number;
  names: Map<string, JobName>;
}) {
  const { t } = useTranslation('jobs');
  const name = names.get(jobId);
  const title = name ? taskTitle(name, t) : '';
  const sameTitle = name ? [...names.values()].filter((other) => taskTitle(other, t) === title).length : 0;
  const text = !name
    ? t('offline.refused.openNumbered', { number })
    : sameTitle > 1
      ? t('offline.refused.openAt', { title, place: name.place })
      : t('offline.refused.open', { title });
  return <Link to={`/tasks/jobs/${jobId}`}>{text}</Link>;
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
  const names = useJobNames(jobChains.map((chain) => chain.slice(JOB_CHAIN_PREFIX.length)));
  return (
    <>
      {refusedChains.includes(ATTENDANCE_CHAIN) && <Refused steps={shifts} onChanged={() => undefined} />}
      {jobChains.length > 0 && (
        <Alert
          type="error"
          role="alert"
          title={t('offline.refused.elsewhere')}
          description={
            <Flex vertical gap={4}>
              {jobChains.map((chain, index) => (
                <RefusedJobLink
                  key={chain}
                  jobId={chain.slice(JOB_CHAIN_PREFIX.length)}
                  number={index + 1}
                  names={names}
                />
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
          role="status"
          title={t('offline.sentAll', { what: waitingWords(t, lastSync.sent) })}
        />
      ) : (
        !online && <Alert type="info" role="status" title={t('offline.noSignal')} />
      )}
    </>
  );
}
